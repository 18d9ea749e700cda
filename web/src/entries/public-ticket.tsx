import { matchPath, paths } from '@srm/contract';
import { PublicTicketPage } from '../features/tickets/public/public-ticket-page';
import { renderPublicPage } from './render-public-page';
import { withServerData } from './with-server-data';

const address = matchPath(paths.publicTicket, window.location.pathname);
renderPublicPage(withServerData(<PublicTicketPage token={address?.token ?? ''} />));

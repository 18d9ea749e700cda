import { matchPath, paths } from '@srm/contract';
import { PublicTicketPage } from '../features/tickets/public/public-ticket-page';
import { renderPublicPage } from './render-public-page';

const address = matchPath(paths.publicTicket, window.location.pathname);
renderPublicPage(<PublicTicketPage token={address?.token ?? ''} />);

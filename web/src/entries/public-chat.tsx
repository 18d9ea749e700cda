import { matchPath, paths } from '@srm/contract';
import { PublicChatPage } from '../features/chat/public/public-chat-page';
import { renderPublicPage } from './render-public-page';
import { withServerData } from './with-server-data';

const address = matchPath(paths.publicChat, window.location.pathname);
renderPublicPage(withServerData(<PublicChatPage organizationId={address?.organizationId ?? ''} />));

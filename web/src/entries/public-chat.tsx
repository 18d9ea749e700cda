import { matchPath, paths } from '@srm/contract';
import { PublicChatPage } from '../features/chat/public/public-chat-page';
import { renderPublicPage } from './render-public-page';

const address = matchPath(paths.publicChat, window.location.pathname);
renderPublicPage(<PublicChatPage organizationId={address?.organizationId ?? ''} />);

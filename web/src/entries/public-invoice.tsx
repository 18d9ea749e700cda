import { matchPath, paths } from '@srm/contract';
import { PublicInvoicePage } from '../features/invoices/public/public-invoice-page';
import { renderPublicPage } from './render-public-page';

const address = matchPath(paths.publicInvoice, window.location.pathname);
renderPublicPage(<PublicInvoicePage token={address?.token ?? ''} />);

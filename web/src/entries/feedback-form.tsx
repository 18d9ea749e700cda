import '@mantine/dropzone/styles.css';
import { matchPath, paths } from '@srm/contract';
import { FeedbackFormPage } from '../features/feedback/form/feedback-form-page';
import { renderPublicPage } from './render-public-page';
import { withServerData } from './with-server-data';

// An address of no form still gets the page, which says the form was not found.
const address = matchPath(paths.feedbackForm, window.location.pathname);
renderPublicPage(
  withServerData(<FeedbackFormPage project={address?.project ?? ''} organizationId={address?.organizationId ?? ''} />),
);

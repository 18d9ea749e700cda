import '@mantine/dropzone/styles.css';
import { matchPath, paths } from '@srm/contract';
import { FeedbackFormPage } from '../features/feedback/form/feedback-form-page';
import { renderPublicPage } from './render-public-page';

// An address of no form still gets the page, which says the form was not found.
const address = matchPath(paths.feedbackForm, window.location.pathname);
renderPublicPage(<FeedbackFormPage project={address?.project ?? ''} organizationId={address?.organizationId ?? ''} />);

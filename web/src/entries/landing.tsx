import { paths } from '@srm/contract';
import { getAccessToken } from '../api/session';
import { LandingPage } from '../features/landing/landing-page';
import { renderPublicPage } from './render-public-page';

// A signed-in visitor goes home, as the app's landing route sends them.
if (getAccessToken()) window.location.replace(paths.home);
else renderPublicPage(<LandingPage />);

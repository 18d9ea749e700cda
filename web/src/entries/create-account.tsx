import { CreateAccountPage } from '../features/auth/pages/create-account-page';
import { startSignInPage } from './sign-in-page';

startSignInPage(CreateAccountPage);

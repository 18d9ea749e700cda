import { LoginPage } from '../features/auth/pages/login-page';
import { startSignInPage } from './sign-in-page';

startSignInPage(LoginPage);

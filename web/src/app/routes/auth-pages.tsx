import { paths } from '@srm/contract';
import type { RouteObject } from 'react-router';

const authModule = {
  createAccount: () => import('../../features/auth/pages/create-account-page'),
  otp: () => import('../../features/auth/pages/otp-page'),
  createPassword: () => import('../../features/auth/pages/create-password-page'),
  login: () => import('../../features/auth/pages/login-page'),
  forgotPassword: () => import('../../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../../features/auth/pages/reset-password-page'),
  invitation: () => import('../../features/auth/pages/invitation-password-page'),
};

// Sign-up, login and password pages (docs/product.md#accounts): a visitor with a stored
// token is sent home instead (GuestOnly, around these).
export const authPages: RouteObject[] = [
  {
    path: paths.createAccount,
    lazy: async () => ({ Component: (await authModule.createAccount()).CreateAccountPage }),
  },
  { path: paths.otp, lazy: async () => ({ Component: (await authModule.otp()).SignupOtpPage }) },
  {
    path: paths.createPassword,
    lazy: async () => ({ Component: (await authModule.createPassword()).CreatePasswordPage }),
  },
  { path: paths.login, lazy: async () => ({ Component: (await authModule.login()).LoginPage }) },
  {
    path: paths.forgotPassword,
    lazy: async () => ({ Component: (await authModule.forgotPassword()).ForgotPasswordPage }),
  },
  { path: paths.otpResetPassword, lazy: async () => ({ Component: (await authModule.otp()).ResetOtpPage }) },
  {
    path: paths.resetPassword,
    lazy: async () => ({ Component: (await authModule.resetPassword()).ResetPasswordPage }),
  },
  {
    path: paths.userCreatePassword,
    lazy: async () => ({ Component: (await authModule.invitation()).InvitationPasswordPage }),
  },
  {
    path: paths.userSetPassword,
    lazy: async () => ({ Component: (await authModule.invitation()).InvitationPasswordPage }),
  },
];

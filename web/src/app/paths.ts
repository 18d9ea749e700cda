// Every address of the web app, in one place (spec part 2 §2.1). Pages import
// their links from here, never spell them out.
export const paths = {
  landing: '/',
  createAccount: '/create-account',
  otp: '/otp',
  createPassword: '/create-password',
  login: '/login',
  forgotPassword: '/forgot-password',
  otpResetPassword: '/otp-reset-password',
  resetPassword: '/reset-password',
  userCreatePassword: '/user-create-password',
  userSetPassword: '/user-set-password',
  home: '/home',
  dashboard: '/dashboard',
  tickets: '/tickets',
  overdueTickets: '/overdue-tickets',
  openTickets: '/new-tickets',
  dueTickets: '/due-tickets',
  unresolvedTickets: '/unresolved-tickets',
  resolvedTickets: '/resolved-tickets',
  userTickets: '/user-tickets',
  stakeholders: '/stakeholders',
  feedbackForms: '/feedback-forms',
  invoice: '/invoice',
  invoiceHistory: '/invoice-history',
  invoiceSettings: '/invoice-settings',
  departments: '/frontdesk',
  organizationSettings: '/settings',
  users: '/users',
  accountSettings: '/Profile',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

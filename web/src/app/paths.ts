import { generatePath } from 'react-router';

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
  closedTickets: '/closed-tickets',
  priorityHighTickets: '/priority-high-tickets',
  priorityMediumTickets: '/priority-medium-tickets',
  priorityLowTickets: '/priority-low-tickets',
  // Spelt as the spec's route table spells it (part 2 §2.1).
  ticketByPriority: '/ticket-by-prority',
  userTickets: '/user-tickets',
  stakeholders: '/stakeholders',
  feedbackForms: '/feedback-forms',
  feedbackProduct: '/feedback-product/:projectName',
  feedback: '/feedback/:feedbackId',
  // The public form a stakeholder fills in, without logging in (spec part 1 §2).
  feedbackForm: '/form/:project/:organizationId',
  invoice: '/invoice',
  invoiceHistory: '/invoice-history',
  invoiceSettings: '/invoice-settings',
  departments: '/frontdesk',
  organizationSettings: '/settings',
  users: '/users',
  accountSettings: '/Profile',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

// The addresses of one item, from the patterns above.
export const pathTo = {
  feedbackProduct: (projectName: string) => generatePath(paths.feedbackProduct, { projectName }),
  feedback: (feedbackId: string) => generatePath(paths.feedback, { feedbackId }),
  feedbackForm: (project: string, organizationId: string) =>
    generatePath(paths.feedbackForm, { project, organizationId }),
};

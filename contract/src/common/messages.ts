// The one catalogue of texts shown to users (spec part 1 §8, ARCHITECTURE §3–§4).
// Spec wording is kept; misspellings are corrected.
export const messages = {
  networkError: 'Network Error',
  anErrorOccurred: 'An Error Occurred',
  serverError: 'Server Error',
  unexpectedApplicationError: 'Unexpected Application Error!',
  pageNotAvailable: "Sorry, this page isn't available.",
  validationFailed: 'Please check the highlighted fields and try again.',
  badRequest: 'The request could not be read. Please try again.',
  routeNotFound: 'There is no such address in the SRM API.',
  notFound: 'The item you asked for does not exist.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This kind of content is not accepted here.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',

  // Accounts (spec part 1 §5 and §8)
  fieldRequired: 'This Field is required',
  businessNameRequired: 'Business name is required',
  validEmail: 'Please enter a valid email address',
  invalidEmailAddress: 'Invalid Email Address',
  passwordRule:
    'Password must contain a minimum of 8, Alphanumeric a mix of uppercase, lowercase, numbers, and special characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  otpRequired: 'OTP is required',
  otpFormat: 'The OTP is the 6 digits we emailed you',
  otpInvalid: 'Your token is either expired or invalid.',
  otpTooManyAttempts: 'Too many wrong codes. Please ask for a new OTP.',
  otpSent: 'A new OTP sent successfully',
  otpVerified: 'Your email is confirmed.',
  accountExists: 'An account with this email already exists',
  accountNotFound: 'An account with this email does not exist',
  accountCreated: 'Account Created Successfully',
  signupStarted: 'We have emailed you a 6-digit code.',
  loginIncorrect: 'Your email or password is incorrect.',
  loginIncomplete: 'Please fill your email and password correctly',
  passwordSet: 'Your password is set. You can now log in.',
  passwordResetRequested: 'If an account uses this email, we have sent it a 6-digit code.',
  passwordResetSuccessful: 'Password Reset Successful',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask your administrator to send a new one.',
  loggedOut: 'You are logged out.',

  // Organisation, staff and departments (spec part 1 §5 and §8)
  departmentNameRequired: 'Department Name is required',
  departmentDescriptionRequired: 'Department Description is required',
  fillFormsToProceed: 'Please Fill these forms correctly to Proceed.',
  fillOutFormsToProceed: 'Please fill out these forms correctly to proceed.',
  enterDataCorrectly: 'Please enter data correctly',
  onlyAccountCreators: 'Sorry only creators of accounts are allowed to do this',
  onlySuperAdmins: 'Sorry only super admins are allowed to do this.',
} as const;

export type MessageKey = keyof typeof messages;

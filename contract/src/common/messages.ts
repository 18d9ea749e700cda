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
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailAddressRequired: 'Email Address is required',
  permissionTypeRequired: 'Choose a permission type: manager, executive or support',
  departmentRequired: 'Choose a department from the list',
  staffEmailExists: 'An account with this email already exists.',
  tooManyManagers: 'Sorry this organization can only have 2 managers',
  enterDetailsCorrectly: 'Please Enter Details Correctly to Proceed.',
  tokenResent: 'Token Resent Successfully',
  staffInvited: 'The invitation is on its way.',
  creatorStaysManager: 'The account creator stays a manager and cannot be deleted.',
  staffDeleted: 'The user was deleted.',
  departmentDeleted: 'Department deleted.',
  importNeedsCsv:
    'Attach a CSV file whose first row names the columns first_name, last_name, email, permission_type and department.',
  importTooManyRows: 'A file can add at most 1000 staff at once.',
  importUnknownDepartment: 'No department of that name',
  staffAlreadyJoined: 'This person has already chosen a password and can log in.',
  staffUpdated: 'The user was updated.',

  // Organisation setup dialog and settings (spec part 1 §5)
  chooseStaffCountAndCountry: 'Please choose both Average Number of Staff and Country of Operation.',
  enterBusinessName: 'Please Enter a Business Name to Proceed.',
  setupFinished: 'Your organisation is set up.',
  organizationUpdated: 'Organisation details saved.',

  // Account settings (spec part 1 §5 "Edit profile")
  enterDetailsToEdit: 'Please Enter details to edit to Proceed.',
  profileUpdated: 'Your profile is saved.',

  // Image uploads (spec part 1 §5, ARCHITECTURE §4 "Files")
  imagesOnly: 'Images upload accepted only',
  imageTooLarge: "Image size shouldn't be above 5MB per image",
} as const;

export type MessageKey = keyof typeof messages;

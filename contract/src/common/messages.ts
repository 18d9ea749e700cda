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
} as const;

export type MessageKey = keyof typeof messages;

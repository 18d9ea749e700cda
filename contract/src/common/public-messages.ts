// The catalogue's texts (messages.ts) that a visitor meets without signing in:
// the public pages and the failures any page may show. Kept apart so those pages
// load these and not the whole catalogue (docs/decisions/023-public-page-entries.md);
// `messages` holds them too, so the server and the app need not tell them apart.
export const publicMessages = {
  // Failures any page may show
  networkError: 'Network Error',
  anErrorOccurred: 'An Error Occurred',
  serverError: 'Server Error',
  unexpectedApplicationError: 'Unexpected Application Error!',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  pieceFailedToLoad: 'This part of the page could not load. Please check your connection and reload the page.',
  // The login page, which its own small entry draws (docs/decisions/028-sign-in-pages-entry.md)
  loginIncomplete: 'Please fill your email and password correctly',
  // Images a stakeholder attaches (docs/product.md#files)
  imagesOnly: 'Images upload accepted only',
  imageTooLarge: "Image size shouldn't be above 5MB per image",
  tooManyAttachments: 'Attach at most 5 images',
  attachmentsTooLarge: 'The attachments are too large together: send at most 5 images of 5MB each.',
  // The public feedback form (docs/product.md#feedback)
  feedbackSubmitted: 'Feedback Form Submitted Successfully',
  feedbackSubmittedDetail: "You've successfully Submitted a feedback form",
  feedbackFormNotFound: 'This feedback form does not exist. Please check the link you were given.',
  // A stakeholder's own ticket page (docs/product.md#tickets)
  ticketLinkInvalid: 'This link is not valid. Please use the link from your latest email about this ticket.',
  ticketLinkExpired: 'This link has expired. We can email you a new one.',
  // A stakeholder's own invoice page (docs/product.md#invoices)
  invoiceLinkInvalid: 'This link is not valid. Please use the link from your latest email about this invoice.',
  invoiceLinkExpired: 'This link has expired. The next email about this invoice brings a fresh one.',
  answerSent: 'Your message was sent. We will email you when we answer.',
  // The public chat (docs/product.md#chat)
  chatTyping: 'Typing...',
  chatNotFound: 'This chat does not exist. Please check the link you were given.',
  chatMessageTooLong: 'A message can be at most 4,000 characters long.',
  chatSessionEnded: 'Your chat has ended. Please start again with your name and email.',
  chatTooFast: 'You are sending messages too quickly. Please wait a moment.',
  chatNotSent: 'Not sent yet. It will be sent when the connection is back.',
  chatCodeSent: 'We sent a new code to your email.',
  chatCodeNotSent: 'We could not send a code just now: too many were asked for this email. Please ask again later.',
} as const;

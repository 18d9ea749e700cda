import { type MessageKey, messages } from '@srm/contract';

// The one map from an error code to its HTTP status and catalogue message
// (docs/architecture.md, "Errors"). Modules add their codes here as they arrive.
const errorCatalogue = {
  VALIDATION_FAILED: { status: 422, message: 'validationFailed' },
  BAD_REQUEST: { status: 400, message: 'badRequest' },
  ROUTE_NOT_FOUND: { status: 404, message: 'routeNotFound' },
  NOT_FOUND: { status: 404, message: 'notFound' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'badRequest' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'unsupportedMediaType' },
  NOT_SIGNED_IN: { status: 401, message: 'notSignedIn' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  TOO_MANY_REQUESTS: { status: 429, message: 'tooManyRequests' },
  INTERNAL: { status: 500, message: 'serverError' },
  // auth
  ACCOUNT_EXISTS: { status: 400, message: 'accountExists' },
  ACCOUNT_NOT_FOUND: { status: 400, message: 'accountNotFound' },
  LOGIN_INCORRECT: { status: 401, message: 'loginIncorrect' },
  OTP_INVALID: { status: 400, message: 'otpInvalid' },
  OTP_TOO_MANY_ATTEMPTS: { status: 400, message: 'otpTooManyAttempts' },
  INVITATION_INVALID: { status: 400, message: 'invitationInvalid' },
  // 400, never 401: the caller's session is fine, only the password typed is wrong.
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'currentPasswordIncorrect' },
  // organisation
  NOT_ACCOUNT_CREATOR: { status: 403, message: 'onlyAccountCreators' },
  STAFF_EMAIL_EXISTS: { status: 400, message: 'staffEmailExists' },
  TOO_MANY_MANAGERS: { status: 400, message: 'tooManyManagers' },
  ROLE_ABOVE_OWN: { status: 403, message: 'roleAboveOwn' },
  STAFF_ALREADY_JOINED: { status: 400, message: 'staffAlreadyJoined' },
  NOT_SUPER_ADMIN: { status: 403, message: 'onlySuperAdmins' },
  IMPORT_NEEDS_CSV: { status: 400, message: 'importNeedsCsv' },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: 'importTooManyRows' },
  CREATOR_PROTECTED: { status: 400, message: 'creatorStaysManager' },
  // tickets
  TICKET_ALREADY_RESOLVED: { status: 400, message: 'ticketAlreadyResolved' },
  FEEDBACK_HAS_TICKET: { status: 400, message: 'feedbackHasTicket' },
  TICKET_NOT_RESOLVED: { status: 400, message: 'ticketNotResolved' },
  NOT_YOUR_TICKET: { status: 403, message: 'notYourTicket' },
  // The stakeholder's ticket link: not one of ours (or no longer the ticket's email), or past its time.
  TICKET_LINK_INVALID: { status: 404, message: 'ticketLinkInvalid' },
  TICKET_LINK_EXPIRED: { status: 410, message: 'ticketLinkExpired' },
  TICKET_LINK_STILL_VALID: { status: 400, message: 'ticketLinkStillValid' },
  INVOICE_LINK_INVALID: { status: 404, message: 'invoiceLinkInvalid' },
  INVOICE_LINK_EXPIRED: { status: 410, message: 'invoiceLinkExpired' },
  // feedback
  TOO_MANY_ATTACHMENTS: { status: 400, message: 'tooManyAttachments' },
  ATTACHMENTS_TOO_LARGE: { status: 413, message: 'attachmentsTooLarge' },
  // chat
  CHAT_NOT_FOUND: { status: 404, message: 'chatNotFound' },
  CHAT_SESSION_ENDED: { status: 401, message: 'chatSessionEnded' },
  CHAT_TOO_FAST: { status: 429, message: 'chatTooFast' },
  // A chat token the code routes do not know: 404, as a 401 would sign out a member of staff in the same browser.
  CHAT_SESSION_NOT_FOUND: { status: 404, message: 'chatSessionEnded' },
  CHAT_CODE_INVALID: { status: 400, message: 'chatCodeInvalid' },
  CHAT_CODE_TOO_MANY_ATTEMPTS: { status: 400, message: 'chatCodeTooManyAttempts' },
  CHAT_ALREADY_VERIFIED: { status: 400, message: 'chatAlreadyVerified' },
  // The website's identity_hmac does not match the email with the organisation's chat secret.
  CHAT_IDENTITY_INVALID: { status: 403, message: 'chatIdentityInvalid' },
  // mail-in
  SUPPORT_SLUG_TAKEN: { status: 400, message: 'supportSlugTaken' },
  SUPPORT_SLUG_RESERVED: { status: 400, message: 'supportSlugReserved' },
  SUPPORT_SLUG_CHANGED: { status: 400, message: 'supportSlugChangedOnce' },
  // The mailbox could not be read as given: `errors.mailbox` says why.
  MAILBOX_UNREACHABLE: { status: 400, message: 'mailboxUnreachable' },
  // stakeholders
  TOO_MANY_EVIDENCE_IMAGES: { status: 400, message: 'tooManyEvidenceImages' },
  STAKEHOLDER_IMPORT_NEEDS_CSV: { status: 400, message: 'stakeholderImportNeedsCsv' },
  STAKEHOLDER_IMPORT_TOO_MANY_ROWS: { status: 400, message: 'stakeholderImportTooManyRows' },
  STAKEHOLDER_OPTION_NOT_FOUND: { status: 404, message: 'optionUnknown' },
  CUSTOM_FIELD_NOT_FOUND: { status: 404, message: 'customFieldUnknown' },
  TAG_NOT_FOUND: { status: 404, message: 'tagUnknown' },
  // invoices
  INVOICE_SETTINGS_FORBIDDEN: { status: 403, message: 'invoiceSettingsForbidden' },
  INVOICE_STAKEHOLDER_NOT_FOUND: { status: 400, message: 'noStakeholderFound' },
  INVOICE_NO_EMAIL: { status: 400, message: 'invoiceNoEmail' },
  INVOICE_ALREADY_SENT: { status: 400, message: 'invoiceAlreadySent' },
  INVOICE_NOT_OPEN: { status: 400, message: 'invoiceNotOpen' },
  INVOICE_NOT_PENDING: { status: 400, message: 'invoiceNotPending' },
  INVOICE_DELETE_CLOSED: { status: 400, message: 'invoiceDeletePaid' },
  INVOICE_CHANGED_MEANWHILE: { status: 400, message: 'invoiceChangedMeanwhile' },
  INVOICE_ABOVE_APPROVAL_LIMIT: { status: 403, message: 'invoiceAboveApprovalLimit' },
  INVOICE_CANCELLING_OFF: { status: 403, message: 'invoiceCancellingOff' },
  INVOICE_CANCEL_NOT_ALLOWED: { status: 403, message: 'invoiceCancelNotAllowed' },
  INVOICE_REMINDER_LIMIT: { status: 400, message: 'invoiceReminderLimit' },
  INVOICE_NUMBER_TAKEN: { status: 400, message: 'invoiceNumberTaken' },
  // payments (docs/product.md#payments)
  INVOICE_NOT_OWED: { status: 400, message: 'invoiceNotOwed' },
  INVOICE_HAS_PAYMENTS: { status: 400, message: 'invoiceHasPayments' },
  PAYMENT_ON_CANCELLED_INVOICE: { status: 400, message: 'paymentOnCancelledInvoice' },
  PAYMENT_ABOVE_BALANCE: { status: 400, message: 'paymentAboveBalance' },
  CREDIT_ABOVE_BALANCE: { status: 400, message: 'creditAboveBalance' },
  PAYMENT_DATE_IN_FUTURE: { status: 400, message: 'paymentDateInFuture' },
  PAYMENT_ALREADY_REVERSED: { status: 400, message: 'paymentAlreadyReversed' },
  PAYSTACK_KEY_REFUSED: { status: 400, message: 'paystackKeyRefused' },
  PAYSTACK_TEST_KEY: { status: 400, message: 'paystackTestKey' },
  PAYSTACK_SIGNATURE_INVALID: { status: 401, message: 'paystackSignatureInvalid' },
  PAYSTACK_UNAVAILABLE: { status: 503, message: 'paystackUnavailable' },
  PAY_ONLINE_UNAVAILABLE: { status: 409, message: 'payOnlineUnavailable' },
  // files
  IMAGE_NOT_ACCEPTED: { status: 400, message: 'imagesOnly' },
  IMAGE_TOO_LARGE: { status: 400, message: 'imageTooLarge' },
  // A thread entry's files (docs/product.md#email-in).
  DOCUMENT_NOT_ACCEPTED: { status: 400, message: 'documentNotAccepted' },
  DOCUMENT_TOO_LARGE: { status: 400, message: 'documentTooLarge' },
  DOCUMENTS_TOO_LARGE: { status: 413, message: 'documentsTooLarge' },
  TOO_MANY_DOCUMENTS: { status: 400, message: 'tooManyDocuments' },
  CSV_NOT_ACCEPTED: { status: 400, message: 'csvOnly' },
  TOO_MANY_FILES: { status: 400, message: 'tooManyFiles' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'serviceUnavailable' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof errorCatalogue;

interface AppErrorOptions extends ErrorOptions {
  // Sent as Retry-After (with a 429 or a 503).
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors: Record<string, string> = {},
    options: AppErrorOptions = {},
  ) {
    const entry = errorCatalogue[code];
    super(messages[entry.message], options);
    this.status = entry.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

// Errors Fastify and its plugins raise themselves carry only a status code.
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'NOT_SIGNED_IN';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

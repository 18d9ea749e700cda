// docs/product.md#accounts: an emailed code lives 10 minutes and dies after 5 wrong tries, whether it signs up,
// resets a password or verifies a chat's email.
export const otpLifetimeMs = 10 * 60_000;
export const maxOtpAttempts = 5;

import { publicMessages } from '@srm/contract';
import { ApiError } from './client';

// The text to show for a failed call: the server's catalogue message, unless
// the page names another catalogue text for that status (docs/product.md#messages).
export function errorMessage(error: unknown, byStatus: Partial<Record<number, string>> = {}) {
  if (error instanceof ApiError) return byStatus[error.status] ?? error.detail;
  return publicMessages.anErrorOccurred;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

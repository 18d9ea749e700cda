import { messages } from '@srm/contract';
import { ApiError } from './client';

// The text to show for a failed call: the server's catalogue message, unless
// the page's row of the spec's catalogue (part 1 §8) names another for that status.
export function errorMessage(error: unknown, byStatus: Partial<Record<number, string>> = {}) {
  if (error instanceof ApiError) return byStatus[error.status] ?? error.detail;
  return messages.anErrorOccurred;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

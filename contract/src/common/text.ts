import { z } from 'zod';
import { messages } from './messages.js';

// A text field that must be filled in (`message` when it is not) and fit the
// column it is kept in.
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.textTooLong);

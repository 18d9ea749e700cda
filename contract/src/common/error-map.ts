import { z } from 'zod';
import { messages } from './messages.js';

type Issue = z.core.$ZodRawIssue;

const numberOrigins = new Set(['number', 'int', 'bigint']);
const listOrigins = new Set(['array', 'set', 'map', 'record']);

// Missing, as the user sees it: nothing sent, or null where a value is needed.
const isMissing = (issue: Issue) =>
  (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
  (issue.input === undefined || issue.input === null);

function lengthMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  if (numberOrigins.has(issue.origin)) return messages.numberOutOfRange;
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return messages.textTooLong;
    return listOrigins.has(issue.origin) ? messages.tooManyItems : messages.invalidValue;
  }
  // A minimum of one is "fill this in"; a longer minimum is a real length rule.
  if (Number(issue.minimum) <= 1) return messages.fieldRequired;
  return issue.origin === 'string' ? messages.textTooShort : messages.invalidValue;
}

// The catalogue text for a schema failure whose schema names none itself: the
// issue's message wins when a field sets one (`min(1, messages.nameRequired)`).
// Every contract schema is checked against the catalogue by error-map.test.ts.
export function catalogueMessageFor(issue: Issue): string {
  const atRoot = !issue.path?.length;
  // A request with no body, or one that is not an object, names no field to fix.
  if (atRoot && issue.code === 'invalid_type' && (issue.expected === 'object' || issue.expected === 'array')) {
    return messages.badRequest;
  }
  if (isMissing(issue)) return messages.fieldRequired;
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return lengthMessage(issue);
    case 'invalid_value':
      return messages.chooseFromList;
    case 'invalid_format':
      return issue.format === 'email' ? messages.validEmail : messages.invalidValue;
    default:
      return messages.invalidValue;
  }
}

// Zod's own English ("Too small: expected string to have >=1 characters") must
// never reach a user (docs/product.md#messages). Importing contract installs
// this map for every schema in the process, the server's and the web app's alike.
z.config({ customError: catalogueMessageFor });

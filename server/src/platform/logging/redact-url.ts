// What a request's address may say in the log (docs/security.md#logs): never a key that opens
// something by itself, never the email or phone a search was for.

// Query parameters that are keys: a file address's signature, invitation and chat tokens, codes.
const secretParameters = new Set(['sig', 'token', 'chat_token', 'chatToken', 'code', 'otp', 'identity_hmac']);

// A stakeholder's ticket link, /your-ticket/{ticket id}.{expiry}.{signature}, as a page or under /api.
const ticketLinkSignature = /(\/your-ticket\/[^/?#.]+\.[^/?#.]+\.)[^/?#]+/g;
const emailAddress = /[^\s@&=?/]+@[^\s@&=?/]+/g;
// Seven digits or more, with the spaces, dashes, dots and + a phone number is written with.
const phoneNumber = /\+?\d[\d\s().-]{5,}\d/g;

const hidden = '(hidden)';

function redactValue(value: string) {
  return value.replace(emailAddress, '(email)').replace(phoneNumber, '(phone)');
}

export function redactUrl(url: string) {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(ticketLinkSignature, `$1${hidden}`);
  if (queryStart === -1) return path;
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(url.slice(queryStart + 1));
  } catch {
    return `${path}?${hidden}`;
  }
  const redacted = new URLSearchParams();
  for (const [key, value] of query) {
    redacted.append(key, secretParameters.has(key) ? hidden : redactValue(value));
  }
  return `${path}?${redacted.toString()}`;
}

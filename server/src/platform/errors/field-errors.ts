// One message per field, the first one reported: `['address', 'street']` →
// `address.street`; an issue with the whole input is filed under `whole`.
// Schema failures of JSON bodies (the error handler) and of multipart forms
// (platform/http/multipart-form.ts) answer with the same field names.
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  whole = 'body',
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    fieldErrors[issue.path.map(String).join('.') || whole] ??= issue.message;
  }
  return fieldErrors;
}

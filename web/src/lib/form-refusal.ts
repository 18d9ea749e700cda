import type { FormErrors } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { errorMessage, fieldErrorsOf } from '../api/error-message';

// docs/product.md#messages: a form the server refuses says why, each field's message under its field and
// the cursor on the first, otherwise the message in the form; it never closes on a refusal.

// The server refused what was sent (a 4xx answer), as opposed to failing or not being reached: a form says
// such a refusal in place, where a toast may say a failure.
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

interface FormWithInputs {
  getInputNode: (path: never) => HTMLElement | null;
}

interface RefusableForm extends FormWithInputs {
  values: unknown;
  setErrors: (errors: FormErrors) => void;
}

const isGroup = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !(value instanceof File) && !(value instanceof Date);

// Every path of a form's values, the names its fields go by: 'lines', 'lines.0', 'lines.0.amount'. A list
// of plain values (emails, chosen people, images) is one field.
export function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (!isGroup(values)) return [];
  const entries = Object.entries(values);
  if (Array.isArray(values) && !entries.some(([, value]) => isGroup(value))) return [];
  return entries.flatMap(([key, value]) => [`${prefix}${key}`, ...fieldPathsOf(value, `${prefix}${key}.`)]);
}

// The field of `known` a server's field name falls under: itself, or the nearest field holding it
// (`email.1`, an entry of a list of emails shown as one field, falls under `email`).
function fieldOf(path: string, known: ReadonlySet<string>) {
  const parts = path.split('.');
  return parts.map((_, end) => parts.slice(0, parts.length - end).join('.')).find((name) => known.has(name));
}

// The server's field messages under the names of `fields`; one no field of the form holds is left out.
export function refusedFields(error: unknown, fields: Iterable<string>): Record<string, string> {
  const known = new Set(fields);
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(path, known);
    if (field !== undefined) placed[field] ??= message;
  }
  return placed;
}

// What the form's alert (or toast) says of a failed request, null without one: the message of a refused
// field that none of `fields` shows, else the server's message, or the page's own for its status.
export function refusalMessage(
  error: unknown,
  fields: Iterable<string> = [],
  byStatus: Partial<Record<number, string>> = {},
): string | null {
  if (!error) return null;
  const known = new Set(fields);
  const unplaced = Object.entries(fieldErrorsOf(error)).find(([path]) => fieldOf(path, known) === undefined);
  return unplaced?.[1] ?? errorMessage(error, byStatus);
}

// After a failed submit the cursor goes to the first field to fix, in the
// page's order, so keyboard and screen reader users land on it.
export function focusFirstError(form: FormWithInputs, errors: FormErrors) {
  const invalid = Object.entries(errors)
    .filter(([, error]) => Boolean(error))
    .flatMap(([path]) => form.getInputNode(path as never) ?? []);
  const first = invalid.reduce<HTMLElement | undefined>(
    (earliest, node) =>
      !earliest || earliest.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING ? node : earliest,
    undefined,
  );
  first?.focus();
}

// After a refused request: the server's field messages go under the form's fields (all of its values'
// paths unless `fields` names them) and the cursor to the first. Returns the messages placed, none when no
// field of the form is named: the form then shows refusalMessage.
export function showRefusal(form: RefusableForm, error: unknown, fields: Iterable<string> = fieldPathsOf(form.values)) {
  const placed = refusedFields(error, fields);
  if (Object.keys(placed).length > 0) {
    form.setErrors(placed);
    focusFirstError(form, placed);
  }
  return placed;
}

// For a form over tabs or steps: puts the cursor on a field once the tab or step holding it is drawn (the
// returned function names the field as the tab or step changes). Its effect is the caller's, so it runs after
// those of the dialogs the caller draws: a closing dialog gives the focus back to its opener unless it moved.
export function useFocusWhenShown(form: FormWithInputs) {
  const [field, setField] = useState<string | null>(null);
  useEffect(() => {
    if (field === null) return;
    form.getInputNode(field as never)?.focus();
    setField(null);
  }, [field, form]);
  return setField;
}

import { messages } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { fieldPathsOf, refusalMessage, refusedFields } from './form-refusal';

const refused = (errors: Record<string, string>, status = 422) =>
  new ApiError(status, messages.validationFailed, errors);

describe('a refusal on a form', () => {
  it("names a form's fields by their paths, a list of plain values as one field", () => {
    const values = { name: '', email: ['a@x.ng', 'b@x.ng'], lines: [{ amount: 1 }], limits: { ada: '5' }, images: [] };
    expect(fieldPathsOf(values)).toEqual([
      'name',
      'email',
      'lines',
      'lines.0',
      'lines.0.amount',
      'limits',
      'limits.ada',
      'images',
    ]);
  });

  it('files each message under the nearest field the form shows, and leaves out the others', () => {
    const error = refused({
      'email.1': messages.invalidEmailAddress,
      'lines.0.amount': messages.invalidValue,
      project_name: messages.chooseFromList,
    });
    expect(refusedFields(error, ['email', 'lines', 'lines.0', 'lines.0.amount'])).toEqual({
      email: messages.invalidEmailAddress,
      'lines.0.amount': messages.invalidValue,
    });
  });

  it("says the message no field shows, else the server's or the page's own for the status", () => {
    expect(refusalMessage(null)).toBeNull();
    expect(refusalMessage(refused({ body: messages.textTooLong }), ['name'])).toBe(messages.textTooLong);
    expect(refusalMessage(refused({ name: messages.textTooLong }), ['name'])).toBe(messages.validationFailed);
    expect(refusalMessage(refused({}, 500), [], { 500: messages.stakeholderAddFailed })).toBe(
      messages.stakeholderAddFailed,
    );
    expect(refusalMessage(new Error('offline'))).toBe(messages.anErrorOccurred);
  });
});

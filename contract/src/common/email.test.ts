import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody, RequestPasswordResetBody, SetPasswordBody } from '../auth/auth.schemas.js';
import { FeedbackSubmission } from '../feedback/feedback.js';
import { UpdateOrganizationBody } from '../organisation/organization.js';
import { AddStaffBody, ResendTokenBody, UpdateStaffBody } from '../organisation/staff.js';
import { CreateTicketBody, UpdateTicketBody } from '../tickets/tickets.js';
import { emailField, maxEmailLength } from './email.js';
import { messages } from './messages.js';

const emailOfLength = (length: number) => `${'a'.repeat(length - '@zenith.ng'.length)}@zenith.ng`;

// Before the cap, an email of 300,000 characters reached the database and one of 5,000 was kept.
const emailFields = {
  'sign-up, login and codes': [RegisterBody, LoginBody, RequestPasswordResetBody, SetPasswordBody],
  staff: [AddStaffBody, UpdateStaffBody, ResendTokenBody],
  organisation: [UpdateOrganizationBody],
  feedback: [FeedbackSubmission],
  tickets: [CreateTicketBody, UpdateTicketBody],
};

describe('every email field', () => {
  for (const [forms, schemas] of Object.entries(emailFields)) {
    it(`takes 254 characters and refuses 255 in ${forms}, with the form's own message`, () => {
      for (const schema of schemas) {
        const email = schema.shape.email;
        expect(email.safeParse(emailOfLength(maxEmailLength))).toMatchObject({ success: true });
        const tooLong = email.safeParse(emailOfLength(maxEmailLength + 1));
        expect(tooLong.success).toBe(false);
        expect(Object.values(messages)).toContain(tooLong.error?.issues[0]?.message);
      }
    });
  }

  it('refuses 300,000 characters quickly, before checking the form of the address', () => {
    const result = emailField.safeParse(emailOfLength(300_000));

    expect(result.error?.issues).toEqual([expect.objectContaining({ message: messages.validEmail })]);
  });

  it('keeps the address trimmed and lower-cased', () => {
    expect(emailField.parse('  Ada.Obi@Zenith.NG ')).toBe('ada.obi@zenith.ng');
  });
});

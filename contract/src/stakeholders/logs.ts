import { z } from 'zod';
import { listPageSize } from '../common/list-size.js';
import { messages } from '../common/messages.js';
import { largestPage, wholeNumberText } from '../common/numbers.js';
import { requiredText } from '../common/text.js';
import { logTypes } from './options.js';
import { StaffReference } from './stakeholder-records.js';
import { optionValue } from './stakeholders.js';

// A new log: Title, Channel (Email or Call) and
// Description; a summary and a project name may come too.
export const LogBody = z
  .object({
    subject: requiredText(messages.logTitleRequired, 200),
    type: z
      .string({ error: messages.logChannelRequired })
      .transform(optionValue)
      .pipe(z.enum(logTypes, { error: messages.logChannelRequired })),
    message: requiredText(messages.descriptionRequired, 10_000),
    summary: z.string().trim().max(500, messages.textTooLong).optional(),
    project_name: z.string().trim().max(200, messages.textTooLong).optional(),
  })
  .meta({ id: 'LogBody' });
export type LogBody = z.input<typeof LogBody>;

// A log (docs/product.md#stakeholders): `customer` is the stakeholder it is about.
export const Log = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    type: z.enum(logTypes),
    subject: z.string(),
    summary: z.string().nullable(),
    message: z.string(),
    project_name: z.string().nullable(),
    staff: StaffReference.nullable(),
    customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Log' });
export type Log = z.infer<typeof Log>;

// Logs are paged listPageSize at a time from page 0 (docs/product.md#api-conventions).
export const LogPageParams = z.object({ page: wholeNumberText({ min: 0, max: largestPage }) });
export const LogListQuery = z.object({
  customer_id: z.uuid().optional(),
  page_size: wholeNumberText({ min: 1, max: 100 }).default(listPageSize),
});
export const LogPage = z
  .object({
    results: z.array(Log),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'LogPage' });
export type LogPage = z.infer<typeof LogPage>;

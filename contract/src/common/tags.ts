import { z } from 'zod';
import { messages } from './messages.js';
import { requiredText } from './text.js';

// docs/product.md#tags: the colours a tag may take, each one of the app theme's (Mantine's).
export const tagColours = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type TagColour = (typeof tagColours)[number];

export const maxTagsPerItem = 20;
export const maxTagsPerOrganization = 500;

export const Tag = z.object({ id: z.uuid(), name: z.string(), colour: z.enum(tagColours) }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof Tag>;

// GET /api/profile/tags/: the organisation's tags by name.
export const Tags = z.object({ results: z.array(Tag) }).meta({ id: 'Tags' });
export type Tags = z.infer<typeof Tags>;

const tagName = requiredText(messages.tagNameRequired, 40);

export const CreateTagBody = z
  .object({ name: tagName, colour: z.enum(tagColours, { error: messages.chooseFromList }).default('gray') })
  .strict()
  .meta({ id: 'CreateTagBody' });
export type CreateTagBody = z.input<typeof CreateTagBody>;

export const UpdateTagBody = z
  .object({ name: tagName.optional(), colour: z.enum(tagColours, { error: messages.chooseFromList }).optional() })
  .strict()
  .meta({ id: 'UpdateTagBody' });
export type UpdateTagBody = z.input<typeof UpdateTagBody>;

// Merging moves every record's and ticket's tag onto `into`, then removes the merged tag.
export const MergeTagBody = z
  .object({ into: z.uuid({ error: messages.tagUnknown }) })
  .strict()
  .meta({ id: 'MergeTagBody' });
export type MergeTagBody = z.input<typeof MergeTagBody>;

// The tags a record or ticket holds, replaced whole.
export const SetTagsBody = z
  .object({ tag_ids: z.array(z.uuid({ error: messages.tagUnknown })).max(maxTagsPerItem, messages.tooManyItems) })
  .strict()
  .meta({ id: 'SetTagsBody' });
export type SetTagsBody = z.input<typeof SetTagsBody>;

// `?tag=<id>` on every ticket and stakeholder list.
export const tagFilter = z.uuid({ error: messages.tagUnknown }).optional();

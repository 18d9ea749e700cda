import { z } from 'zod';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';

// docs/product.md#feedback: the colours a product may take, each a colour of the
// app's theme: the three starting products' own, then Mantine's.
export const productColours = [
  'acadaboo',
  'neo',
  'oberon',
  'blue',
  'cyan',
  'green',
  'indigo',
  'pink',
  'red',
  'yellow',
] as const;
export type ProductColour = (typeof productColours)[number];

// An organisation's feedback product. Its slug is its form's address
// (`/form/{slug}/{organisation id}`) and never changes, so renaming or retiring
// it breaks no link already sent.
export const ManagedFeedbackProduct = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    short_code: z.string(),
    colour: z.enum(productColours),
    retired: z.boolean(),
    count: z.number().int(),
  })
  .meta({ id: 'ManagedFeedbackProduct' });
export type ManagedFeedbackProduct = z.infer<typeof ManagedFeedbackProduct>;

export const ManagedFeedbackProducts = z
  .object({ results: z.array(ManagedFeedbackProduct) })
  .meta({ id: 'ManagedFeedbackProducts' });
export type ManagedFeedbackProducts = z.infer<typeof ManagedFeedbackProducts>;

// Two to five capitals or digits: the badge on the product's card.
const shortCode = z
  .string({ error: messages.productCodeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,5}$/, messages.productCodeFormat);

export const FeedbackProductBody = z
  .object({
    name: requiredText(messages.productNameRequired, 60),
    short_code: shortCode,
    colour: z.enum(productColours, { error: messages.productColourRequired }),
  })
  .meta({ id: 'FeedbackProductBody' });
export type FeedbackProductBody = z.input<typeof FeedbackProductBody>;

// An edit may also retire the product (its form keeps working for links already
// sent; it leaves the cards) or bring it back.
export const UpdateFeedbackProductBody = FeedbackProductBody.extend({ retired: z.boolean().optional() }).meta({
  id: 'UpdateFeedbackProductBody',
});
export type UpdateFeedbackProductBody = z.input<typeof UpdateFeedbackProductBody>;

import { z } from 'zod';

// Every error response of the API has this shape (docs/product.md#api-conventions): `detail` is
// the catalogue message to show, `errors` maps a field name to its own message.
export const ErrorBody = z
  .object({
    detail: z.string(),
    errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

import { z } from 'zod';

// ARCHITECTURE §3: lists are paged on the server, 15 to a page by default.
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(15),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

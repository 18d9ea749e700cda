import { z } from 'zod';
import { listPageSize } from './list-size.js';
import { largestPage, wholeNumber, wholeNumberText } from './numbers.js';

const searchText = z.string().trim().max(200).optional();

// docs/product.md#api-conventions: lists are paged on the server, 15 to a page by default.
export const PageQuery = z.object({
  page: wholeNumberText({ min: 1, max: largestPage }).default(1),
  page_size: wholeNumberText({ min: 1, max: 100 }).default(listPageSize),
  search: searchText,
});
export type PageQuery = z.infer<typeof PageQuery>;

// The same page fields in a JSON body (the POST lists), where a page is a number, never text.
export const pageBodyFields = {
  page: wholeNumber({ min: 1, max: largestPage }).default(1),
  page_size: wholeNumber({ min: 1, max: 100 }).default(listPageSize),
  search: searchText,
};

// docs/product.md#search: when a list's search finds nothing as typed, the near spelling of it that the
// page shows instead ('Showing results for …'); left out when the page is the search as typed.
export const correctedSearch = z
  .string()
  .optional()
  .meta({ description: 'The near spelling searched instead, when the search as typed found nothing' });

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    results: z.array(item),
    // With count_capped, at least this many: more match than were counted.
    count: z.number().int(),
    count_capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

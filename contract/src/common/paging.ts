import { z } from 'zod';
import { largestPage, wholeNumber, wholeNumberText } from './numbers.js';

// docs/product.md#api-conventions: every table shows 15 rows a page. The one
// definition: the server's default page size and every table of the web app.
export const listPageSize = 15;

// docs/product.md#api-conventions: a search's total is exact up to this many matches past the
// page's start; beyond it the total is reported as capped ('1,000+'), so a broad
// search never reads every match just to count it.
export const searchCountCap = 1000;

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

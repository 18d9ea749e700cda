// Without zod, like uuid.ts: the web app's first code reads these before any schema is wanted.

// docs/product.md#api-conventions: every table shows 15 rows a page. The one
// definition: the server's default page size and every table of the web app.
export const listPageSize = 15;

// docs/product.md#api-conventions: a search's total is exact up to this many matches past the
// page's start; beyond it the total is reported as capped ('1,000+'), so a broad
// search never reads every match just to count it.
export const searchCountCap = 1000;

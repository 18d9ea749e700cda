import { type InvoicePage, type InvoiceSort, type InvoiceStatusFilter, listPageSize } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export interface InvoiceListQuery {
  // As the address counts: the first page is 1.
  page: number;
  search: string;
  status?: InvoiceStatusFilter | undefined;
  sort?: InvoiceSort | undefined;
}

// The API counts pages from 0 (docs/product.md#api-conventions).
export const getInvoices = ({ page, search, status, sort }: InvoiceListQuery) =>
  apiRequest<InvoicePage>(`/invoice/get-invoices/${page - 1}/`, {
    query: { page_size: listPageSize, search, status, sort },
  });

export const invoiceListQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({ queryKey: [...queryKeys.invoices, 'list', query], queryFn: () => getInvoices(query) });

// The page as every list table reads it: rows under `results`, pages from 1.
const asListPage = ({ invoices, ...page }: InvoicePage) => ({ ...page, page: page.page + 1, results: invoices });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    ...invoiceListQueryOptions(query),
    select: asListPage,
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

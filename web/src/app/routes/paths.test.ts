import { type AppPath, paths, pathTo } from '@srm/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

// Addresses of the contract's paths whose pages are not built yet; each
// leaves this list in the change that registers its page.
const notBuiltYet: AppPath[] = [];

function registeredPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...registeredPaths(route.children ?? [])]);
}

// The pattern of the page an address opens (the not-found page is '*').
const pageOf = (address: string) =>
  matchRoutes(routes, new URL(address, 'http://srm.test').pathname)?.at(-1)?.route.path;

describe("the contract's paths", () => {
  it('each have a page in the route table, apart from the pages not built yet', () => {
    const registered = new Set(registeredPaths(routes));
    const missing = Object.values(paths).filter((path) => !registered.has(path));
    expect(missing).toEqual(notBuiltYet);
  });

  // The server's emails link to these (appLink): a staff invitation, a new feedback.
  it('build addresses that open their own page', () => {
    expect(pageOf(pathTo.userCreatePassword('a+b/c='))).toBe(paths.userCreatePassword);
    expect(pageOf(pathTo.feedback('2b1c0d6e-8a59-4b0c-9f1e-0d6b1f7c2a11'))).toBe(paths.feedback);
    expect(pageOf(pathTo.feedbackProduct('acme app'))).toBe(paths.feedbackProduct);
    expect(pageOf(pathTo.feedbackForm('acadaboo', '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21'))).toBe(paths.feedbackForm);
    const invoiceId = '6a1f0c3e-2b7d-4e8a-9c5f-1d2e3f4a5b6c';
    expect(pageOf(pathTo.invoiceFor({ id: invoiceId, payment_status: 'pending' }))).toBe(paths.pendingInvoice);
    expect(pageOf(pathTo.invoiceFor({ id: invoiceId, payment_status: 'cancelled' }))).toBe(paths.invoiceDetail);
    expect(pageOf(pathTo.editInvoice(invoiceId))).toBe(paths.editInvoice);
    expect(pageOf(pathTo.subscriptionDetails({ id: invoiceId, email: 'a@b.ng', name: 'A & B' }))).toBe(
      paths.subscriptionDetails,
    );
  });
});

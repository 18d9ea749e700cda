import type { Page } from '@playwright/test';
import { signUpThroughApi } from '../../support/accounts-api';
import { uniqueEmail } from '../../support/mailbox';
import { signInThroughApi } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import { createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';
import { ticketLinkEmailedTo } from '../../support/ticket-emails';

// A public page's first read is named in its answer's Link header, so the browser fetches it along with the
// page's code (docs/decisions/024-prerendered-sign-in-pages.md). The page's own request must be the same one:
// otherwise the browser fetches it a second time once the page asks, and the early answer goes to waste.
async function readsOnceOnArrival(page: Page, path: string, read: RegExp, answerShown: string | RegExp) {
  const reads: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (read.test(new URL(request.url()).pathname)) reads.push(request.url());
  };
  page.on('request', onRequest);
  const response = await page.goto(path);
  expect(response?.headers().link, path).toMatch(/rel=preload; as=fetch/);
  // Drawn from the answer: the page has asked by now.
  await expect(page.getByText(answerShown).first()).toBeVisible();
  page.off('request', onRequest);
  expect(reads, `${path} read`).toHaveLength(1);
  // And that one request is the Link's, fetched before the page's code asked.
  const initiators = await page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    read.source,
  );
  expect(initiators, `${path} read by`).toEqual(['link']);
}

test("the feedback form, the chat and a stakeholder's ticket each ask for their first answer once", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('first-read');
  await signUpThroughApi(page.request, { email, setUp: true });
  await signInThroughApi(page, email);
  await page.goto('/no-such-page');
  const organization = await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) });
  const { id: organizationId } = (await organization.json()) as { id: string };
  const stakeholderEmail = uniqueEmail('first-read-stakeholder');
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: stakeholderEmail,
    title: 'Delivery arrived damaged',
    handlerId: await myUserId(page),
  });
  const ticketLink = await ticketLinkEmailedTo(page.request, stakeholderEmail, 'We have your request');

  // A stakeholder's phone: no session in it.
  const stakeholder = await (await browser.newContext()).newPage();
  await readsOnceOnArrival(
    stakeholder,
    `/form/Neo/${organizationId}`,
    /^\/api\/ticket\/feedback-form\//,
    'Share your feedback with Zenith Foods Ltd',
  );
  await readsOnceOnArrival(
    stakeholder,
    `/chat/${organizationId}`,
    /^\/api\/chat\/public\//,
    'Chat with Zenith Foods Ltd',
  );
  await readsOnceOnArrival(stakeholder, ticketLink, /^\/api\/your-ticket\/[^/]+\/$/, 'Delivery arrived damaged');
  // A member of staff who opens the same link, signed in: the same one request.
  await readsOnceOnArrival(page, `/chat/${organizationId}`, /^\/api\/chat\/public\//, 'Chat with Zenith Foods Ltd');
  await stakeholder.context().close();
});

// A signed-in page reads what it shows as the app starts; its live connection, once open, is told what went by
// meanwhile (decision 030), so nothing is read a second time when nothing changed.
test('a signed-in page asks for each of its reads once, its live connection included', async ({ page }) => {
  const email = uniqueEmail('first-read-staff');
  await signUpThroughApi(page.request, { email, setUp: true });
  await signInThroughApi(page, email);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  const caughtUp = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', { predicate: ({ payload }) => String(payload).includes('live.missed') }),
    );

  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  const answer = await caughtUp;

  expect(String(answer.payload)).toContain('"everything":false');
  // Whatever the answer set off is asked for within the live refresh's 200 ms: proving that nothing was asked
  // takes waiting out that time, five times over (the page's own timers, not ours, decide when it asks).
  await page.waitForTimeout(1_000);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);
});

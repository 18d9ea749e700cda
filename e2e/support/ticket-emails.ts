import { type APIRequestContext, expect } from '@playwright/test';

// The path of the stakeholder's ticket page in the newest email to `email`
// whose subject contains `subject`, read from the dev mailbox.
export async function ticketLinkEmailedTo(request: APIRequestContext, email: string, subject: string) {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { results } = (await response.json()) as { results: { subject: string; text: string }[] };
      const message = results.find((one) => one.subject.includes(subject));
      path = message?.text.match(/https?:\/\/[^/\s]+(\/your-ticket\/\S+)/)?.[1];
      return path !== undefined;
    })
    .toBe(true);
  return path as string;
}

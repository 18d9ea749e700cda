import { type APIRequestContext, expect } from '@playwright/test';

// The newest invitation link emailed to `email`, read from the dev mailbox.
export async function latestInvitationPath(request: APIRequestContext, email: string) {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { results } = (await response.json()) as { results: { text: string }[] };
      const link = results[0]?.text.match(/https?:\/\/[^/\s]+(\/user-create-password\?token=\S+)/)?.[1];
      path = link;
      return link !== undefined;
    })
    .toBe(true);
  return path as string;
}

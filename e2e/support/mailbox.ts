import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export function uniqueEmail(name: string) {
  return `${name}.${randomUUID().slice(0, 8)}@zenith.ng`;
}

// Reads the newest 6-digit code sent to `email` from the dev mailbox (the
// server runs without SMTP in the browser suite, so mail stays in the outbox).
export async function latestCode(request: APIRequestContext, email: string, previous?: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { results } = (await response.json()) as { results: { text: string }[] };
      code = results[0]?.text.match(/\b\d{6}\b/)?.[0];
      return code !== undefined && code !== previous;
    })
    .toBe(true);
  return code as string;
}

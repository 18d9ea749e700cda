import { StartChatBody } from '@srm/contract';
import type { z } from 'zod';

// docs/product.md#chat: the organisation's website may open the chat for its
// signed-in visitor with `#name=…&email=…&identity_hmac=…` after the address
// (Organization Settings shows how). The fragment never reaches a server log.
const VouchedVisitor = StartChatBody.extend({ identity_hmac: StartChatBody.shape.identity_hmac.unwrap() });
export type VouchedVisitor = z.output<typeof VouchedVisitor>;

export function vouchedVisitorOf(hash: string): VouchedVisitor | null {
  const fields = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  const parsed = VouchedVisitor.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

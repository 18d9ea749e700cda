// Whether an address's id could be one of ours at all; anything else is 'not found' without asking the server.
// The server's own rule (zod's uuid: RFC 9562, and the nil and max ids), without loading zod on a public page.
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const isUuid = (value: string) => uuidPattern.test(value);

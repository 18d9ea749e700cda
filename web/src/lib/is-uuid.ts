import { regexes } from 'zod/v4/core';

// Whether an address's id could be one of ours at all; anything else is 'not found' without asking the server.
// The server's own rule (zod's uuid), by its pattern alone: a public page must not load zod to draw.
const uuidPattern = regexes.uuid();
export const isUuid = (value: string) => uuidPattern.test(value);

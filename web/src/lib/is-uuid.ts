import { z } from 'zod';

// Whether an address's id could be one of ours at all; anything else is 'not found' without asking the server.
export const isUuid = (value: string) => z.uuid().safeParse(value).success;

// Loaded after the page is drawn (lib/deferred-schema.ts): this module pulls in zod.
export { PublicAnswerBody } from '@srm/contract';

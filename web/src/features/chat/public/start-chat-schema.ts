// Loaded after the start form is drawn (lib/deferred-schema.ts): this module pulls in zod.
export { StartChatBody } from '@srm/contract';

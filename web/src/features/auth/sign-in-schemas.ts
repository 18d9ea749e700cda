// Loaded after a sign-in page is drawn (lib/deferred-schema.ts): this module pulls in zod.
export { LoginBody, RegisterBody } from '@srm/contract';

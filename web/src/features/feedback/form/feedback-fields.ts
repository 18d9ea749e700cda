import { FeedbackSubmission } from '@srm/contract';

// The fields the stakeholder types; the product comes from the address. Loaded
// after the form is drawn (lib/deferred-schema.ts): this module pulls in zod.
export const FeedbackFields = FeedbackSubmission.omit({ project_name: true });

// The organisation's digital products. Each has its own public
// feedback form, colour and badge; a form for any other product name works too,
// in the default colour (docs/product.md#feedback).
export const digitalProducts = ['acadaboo', 'neo', 'oberon'] as const;
export type DigitalProduct = (typeof digitalProducts)[number];

// A product as it appears in a form's address: `/form/acadaboo/<organisation id>`.
export const productSlugPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isDigitalProduct(slug: string): slug is DigitalProduct {
  return (digitalProducts as readonly string[]).includes(slug);
}

// The product name is sent and shown capitalised ('Acadaboo').
export function productDisplayName(slug: string) {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

// The badge of a product that has no code of its own (a form address of no
// product): the initials of a name of several words ('Mobile-app' → 'MA'), else
// its first two letters ('Acadaboo' → 'AC').
export function productInitials(name: string) {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

// Our choice (docs/decisions/007): a feedback carries at most five screenshots,
// each at most 5 MB (maxImageBytes), so one submission is at most about 25 MB.
export const maxFeedbackAttachments = 5;

// A feedback is open until the ticket made from it is resolved (docs/product.md#feedback).
export const feedbackStatuses = ['open', 'resolved'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

// How much of a subject a table row shows (docs/product.md#feedback); the page size is
// every table's, listPageSize.
export const feedbackSubjectCut = 20;

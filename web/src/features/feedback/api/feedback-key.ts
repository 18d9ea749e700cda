// The root of every signed-in feedback query: lists, products, details. A
// ticket made from a feedback invalidates it, so the inbox and the feedback's
// page show the new ticket (and the status it gives the feedback).
export const feedbackKey = ['feedback'] as const;

export const ticketsKey = ['tickets'] as const;

export * from './auth.js';
export * from './feedback.js';
export * from './invoices.js';
export * from './jobs.js';
export * from './organisation.js';
export * from './outbox.js';
export * from './stakeholders.js';
export * from './tickets.js';

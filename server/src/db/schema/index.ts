export * from './organisation.js';
export * from './outbox.js';

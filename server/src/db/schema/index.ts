export * from './organisation.js';

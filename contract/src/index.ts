export * from './auth/auth.schemas.js';
export * from './common/errors.js';
export * from './common/health.js';
export * from './common/messages.js';
export * from './organisation/options.js';
export * from './organisation/profile.js';

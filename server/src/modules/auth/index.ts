import { appModule } from '../../app-module.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

// Sign-up, login, logout and passwords (docs/product.md#accounts).
export const authModule = appModule('auth', async (app, context) => {
  const auth = createAuthService(context);
  await app.register(authRoutes, { prefix: '/api/auth', auth, rateLimits: context.rateLimits });
});

// What the organisation module needs of accounts: whether an email already has one, and the link an invited
// member sets their password with.
export { accountIdByEmail, createInvitation } from './invitations.js';

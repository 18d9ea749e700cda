import { appModule } from '../../app-module.js';
import { healthRoutes } from './health.routes.js';

// GET /api/health, for load balancers and monitors.
export const healthModule = appModule('health', async (app, { database }) => {
  await app.register(healthRoutes, { prefix: '/api', database });
});

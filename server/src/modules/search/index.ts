import { appModule } from '../../app-module.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService } from './search.service.js';

// Search across everything a member may see (docs/product.md#search). It reads every other module and is read
// by none.
export const searchModule = appModule('search', async (app, context) => {
  const search = createSearchService(context);
  await app.register(searchRoutes, { prefix: '/api/search', search });
});

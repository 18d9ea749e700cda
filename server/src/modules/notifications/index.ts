import { appModule } from '../../app-module.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

// Notices to members (docs/product.md#notifications): their list and email choices. Other modules tell
// members through the notifier, inside the transaction of what they tell.
export const notificationsModule = appModule('notifications', async (app, context) => {
  const notifications = createNotificationsService(context);
  await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
});

export { createNotifier, type Notice, type NoticeBatch } from './notifier.js';

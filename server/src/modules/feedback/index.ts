import { appModule } from '../../app-module.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';
import { feedbackProductsRoutes } from './feedback-products.routes.js';
import { createFeedbackProductsService } from './feedback-products.service.js';

// Public feedback forms and what they gather (docs/product.md#feedback).
export const feedbackModule = appModule('feedback', async (app, context) => {
  const feedback = createFeedbackService(context);
  const products = createFeedbackProductsService(context);
  await app.register(feedbackRoutes, { prefix: '/api/ticket', feedback, rateLimits: context.rateLimits });
  await app.register(feedbackProductsRoutes, { prefix: '/api/profile', products });
});

// What other modules may use. Stakeholders: a record's feedback as its page shows it. Search: its hits.
export { toFeedback } from './feedback.mapper.js';
export { prepareFeedbackFromEmails } from './feedback.queries.js';
export { searchFeedback } from './feedback-search.queries.js';

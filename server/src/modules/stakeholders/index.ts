import { appModule } from '../../app-module.js';
import { stakeholderCsvRoutes } from './stakeholder-csv.routes.js';
import { createStakeholderCsvService } from './stakeholder-csv.service.js';
import { createStakeholderInteractionsService } from './stakeholder-interactions.service.js';
import { stakeholderLogsRoutes } from './stakeholder-logs.routes.js';
import { createStakeholderLogsService } from './stakeholder-logs.service.js';
import { stakeholderOptionsRoutes } from './stakeholder-options.routes.js';
import { createStakeholderOptionsService } from './stakeholder-options.service.js';
import { createStakeholderWritesService } from './stakeholder-writes.service.js';
import { stakeholderContactRoutes, stakeholdersRoutes } from './stakeholders.routes.js';
import { createStakeholdersService } from './stakeholders.service.js';

// Stakeholder master data (docs/product.md#stakeholders): records with their change history, call and email
// logs, CSV import and export, and each record's view of everything the desk did with its people.
export const stakeholdersModule = appModule('stakeholders', async (app, context) => {
  const records = createStakeholdersService(context);
  const writes = createStakeholderWritesService(context, records);
  const interactions = createStakeholderInteractionsService(context);
  const csv = createStakeholderCsvService(context, writes);
  const logs = createStakeholderLogsService(context);
  const options = createStakeholderOptionsService(context);
  await app.register(stakeholdersRoutes, { prefix: '/api/profile', records, writes, interactions });
  await app.register(stakeholderCsvRoutes, { prefix: '/api/profile', csv, clock: context.clock });
  await app.register(stakeholderLogsRoutes, { prefix: '/api/profile', logs });
  await app.register(stakeholderOptionsRoutes, { prefix: '/api/profile', options });
  await app.register(stakeholderContactRoutes, { prefix: '/api', records });
});

// What other modules may use. Invoices: the record an invoice is for, and telling those who may see it that it
// changed. Search: its hits.
export { announceToRecordViewers } from './stakeholder-announce.js';
export { searchStakeholders } from './stakeholder-search.queries.js';
export { findStakeholder } from './stakeholders.queries.js';

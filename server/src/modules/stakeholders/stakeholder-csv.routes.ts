import { StakeholderExportQuery, StakeholderImportReport } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { Clock } from '../../platform/clock/clock.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { defineMultipartForm, readMultipart } from '../../platform/http/multipart-form.js';
import { parseStakeholderCsv } from './stakeholder-csv.js';
import type { createStakeholderCsvService } from './stakeholder-csv.service.js';

const tags = ['stakeholders'];
const security = [{ bearerAuth: [] }];

// The import's one CSV file, under `file` as the staff import takes it.
const importForm = defineMultipartForm({
  fields: z.object({}),
  files: { file: { kind: 'csv', max: 1, missing: 'STAKEHOLDER_IMPORT_NEEDS_CSV' } },
});

export interface StakeholderCsvRouteOptions {
  csv: ReturnType<typeof createStakeholderCsvService>;
  clock: Clock;
}

// Registered under /api/profile: the records as a CSV file and back (docs/stakeholder-csv.md).
export const stakeholderCsvRoutes: FastifyPluginAsyncZod<StakeholderCsvRouteOptions> = async (app, { csv, clock }) => {
  app.get(
    '/export-stakeholders/',
    {
      config: { access: access.can('view_stakeholders') },
      schema: {
        tags,
        security,
        summary: 'The stakeholder records, newest first, as a CSV file for spreadsheets; by type',
        description:
          'Managers get every record; others never a restricted or most confidential one. Cells a spreadsheet ' +
          'would run as a formula start with an apostrophe.',
        querystring: StakeholderExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const file = await csv.exportStakeholders({ actor: actorOf(request), type: request.query.type });
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="srm-stakeholders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/import-stakeholders/',
    {
      config: { access: access.can('add_stakeholders') },
      schema: {
        tags,
        security,
        summary: 'Add stakeholder records from a CSV file, or update the record of the same type and email',
        description:
          'At most 1000 rows. A row whose email a record of its type holds updates that record (managers only); ' +
          'any other row adds a record, checked as the add form is. Each row is written whole or skipped with ' +
          'its reason.',
        ...multipartBody(importForm),
        response: { 200: StakeholderImportReport },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, importForm);
      const rows = parseStakeholderCsv(files.file[0].bytes);
      return csv.importStakeholders({ actor: actorOf(request), rows });
    },
  );
};

import {
  DetailResponse,
  FindDuplicatesBody,
  messages,
  PageQuery,
  SearchStakeholderBody,
  SetTagsBody,
  Stakeholder,
  StakeholderContact,
  StakeholderDetail,
  StakeholderDuplicates,
  StakeholderHistoryPage,
  StakeholderListQuery,
  StakeholderPage,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { readMultipart } from '../../platform/http/multipart-form.js';
import { createUploadSlots } from '../../platform/http/uploads.js';
import type { createStakeholderInteractionsService } from './stakeholder-interactions.service.js';
import { createStakeholderForm, kycUploadsOf, updateStakeholderForm } from './stakeholder-upload.js';
import type { createStakeholderWritesService } from './stakeholder-writes.service.js';
import type { createStakeholdersService } from './stakeholders.service.js';

const tags = ['stakeholders'];
const security = [{ bearerAuth: [] }];
const StakeholderParams = z.object({ id: z.uuid() });
const sensitivityNote =
  'Managers see every record; others never see a restricted or most confidential one, which answers 404 as ' +
  "another organisation's does.";

// An edit holds up to ten evidence images and four KYC images in memory until they are stored.
const stakeholderUploadsAtOnce = 4;

export interface StakeholdersRouteOptions {
  records: ReturnType<typeof createStakeholdersService>;
  writes: ReturnType<typeof createStakeholderWritesService>;
  interactions: ReturnType<typeof createStakeholderInteractionsService>;
}

// Registered under /api/profile (docs/decisions/014): the records, their history and duplicates.
export const stakeholdersRoutes: FastifyPluginAsyncZod<StakeholdersRouteOptions> = async (
  app,
  { records, writes, interactions },
) => {
  const uploadSlots = createUploadSlots(stakeholderUploadsAtOnce);
  const viewers = { access: access.can('view_stakeholders') };

  app.get(
    '/get-stakeholders/',
    {
      config: viewers,
      schema: {
        tags,
        security,
        summary: 'Stakeholder records, newest first or by latest activity; by type; searchable',
        description: `Search looks in the name, reference, every email and every phone. ${sensitivityNote}`,
        querystring: StakeholderListQuery,
        response: { 200: StakeholderPage },
      },
    },
    async (request) => records.listStakeholders({ actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/feedback-stakeholders/',
    {
      config: viewers,
      schema: {
        tags,
        security,
        summary: 'Stakeholder records from one of whose emails feedback was sent',
        description: sensitivityNote,
        querystring: StakeholderListQuery,
        response: { 200: StakeholderPage },
      },
    },
    async (request) =>
      records.listStakeholders({ actor: actorOf(request), query: { ...request.query, sentFeedback: true } }),
  );

  app.post(
    '/search-stakeholder/',
    {
      config: viewers,
      schema: {
        tags,
        security,
        summary: 'Search stakeholder records by name, reference, email or phone',
        body: SearchStakeholderBody,
        response: { 200: StakeholderPage },
      },
    },
    async (request) => {
      const { text, page, page_size } = request.body;
      return records.listStakeholders({
        actor: actorOf(request),
        query: { search: text, page, page_size, sort: 'created' },
      });
    },
  );

  app.get(
    '/get-stakeholders/:id/',
    {
      config: viewers,
      schema: {
        tags,
        security,
        summary: 'One record with its newest tickets, feedback, logs and changes',
        description: `Tickets and feedback are those sent from any of its emails. ${sensitivityNote}`,
        params: StakeholderParams,
        response: { 200: StakeholderDetail },
      },
    },
    async (request) => interactions.getStakeholderDetail({ actor: actorOf(request), stakeholderId: request.params.id }),
  );

  app.post(
    '/create-stakeholder/',
    {
      config: {
        access: access.can('add_stakeholders'),
        invalidInput: { status: 422, message: 'stakeholderAddInvalid' },
        refusals: ['TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        security,
        summary: 'Add a stakeholder record: JSON, or a multipart form with KYC images',
        description:
          "Each type's required fields answer 'Please fill in the …'. Phones are kept as their 10 national digits; " +
          'emails lower-cased; empty values dropped; fields of other types ignored.',
        ...multipartBody(createStakeholderForm),
        response: { 200: Stakeholder },
      },
    },
    async (request) =>
      uploadSlots.hold(async () => {
        const { fields, files } = await readMultipart(request, createStakeholderForm);
        return writes.createStakeholder({ actor: actorOf(request), input: fields, kyc: kycUploadsOf(files) });
      }),
  );

  app.put(
    '/update-stakeholder/:id/',
    {
      config: {
        access: access.can('edit_stakeholders'),
        invalidInput: { status: 422, message: 'stakeholderEditInvalid' },
        refusals: ['TOO_MANY_EVIDENCE_IMAGES', 'TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        security,
        summary: 'Edit a record: the changed fields, with evidence images',
        description:
          'Fields left out or empty keep their values. One change entry records exactly the fields that changed, ' +
          'with the evidence; an edit that changes nothing writes nothing.',
        ...multipartBody(updateStakeholderForm),
        params: StakeholderParams,
        response: { 200: Stakeholder },
      },
    },
    async (request) =>
      uploadSlots.hold(async () => {
        const { fields, files } = await readMultipart(request, updateStakeholderForm);
        return writes.updateStakeholder({
          actor: actorOf(request),
          stakeholderId: request.params.id,
          fields,
          evidence: files.evidence,
          kyc: kycUploadsOf(files),
        });
      }),
  );

  app.put(
    '/stakeholder-tags/:id/',
    {
      config: { access: access.can('manage_tags') },
      schema: {
        tags,
        security,
        summary: "Set a record's tags (docs/product.md#tags), replacing those it held",
        description: `One change entry names the tags before and after. ${sensitivityNote}`,
        params: StakeholderParams,
        body: SetTagsBody,
        response: { 200: Stakeholder },
      },
    },
    async (request) =>
      writes.setStakeholderTags({
        actor: actorOf(request),
        stakeholderId: request.params.id,
        tagIds: request.body.tag_ids,
      }),
  );

  app.delete(
    '/delete-stakeholder/:id/',
    {
      config: { access: access.can('delete_stakeholders') },
      schema: {
        tags,
        security,
        summary: 'Delete a record: it leaves every list; its history stays, and its tickets keep what it said',
        params: StakeholderParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await interactions.deleteStakeholder({ actor: actorOf(request), stakeholderId: request.params.id });
      return { detail: messages.stakeholderDeleted };
    },
  );

  app.get(
    '/get-stakeholder-history/:customer_id/',
    {
      config: viewers,
      schema: {
        tags,
        security,
        summary: "A record's changes, newest first, with their authors and evidence images",
        params: z.object({ customer_id: z.uuid() }),
        querystring: PageQuery.pick({ page: true, page_size: true }),
        response: { 200: StakeholderHistoryPage },
      },
    },
    async (request) =>
      records.listHistory({
        actor: actorOf(request),
        stakeholderId: request.params.customer_id,
        page: request.query.page,
        page_size: request.query.page_size,
      }),
  );

  app.post(
    '/stakeholder-duplicates/',
    {
      config: { access: access.can('add_stakeholders') },
      schema: {
        tags,
        security,
        summary: 'Records that already hold one of these emails or phones (a warning before adding or editing)',
        body: FindDuplicatesBody,
        response: { 200: StakeholderDuplicates },
      },
    },
    async (request) => interactions.findDuplicates({ actor: actorOf(request), body: request.body }),
  );
};

export interface StakeholderContactRouteOptions {
  records: ReturnType<typeof createStakeholdersService>;
}

// Registered under /api: GET /api/stakeholders/{id}.
export const stakeholderContactRoutes: FastifyPluginAsyncZod<StakeholderContactRouteOptions> = async (
  app,
  { records },
) => {
  app.get(
    '/stakeholders/:id',
    {
      config: { access: access.can('view_stakeholders') },
      schema: {
        tags,
        security,
        summary: "A record's name and first email",
        params: StakeholderParams,
        response: { 200: StakeholderContact },
      },
    },
    async (request) => records.getContact({ actor: actorOf(request), stakeholderId: request.params.id }),
  );
};

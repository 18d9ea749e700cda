import {
  type FeedbackDetail,
  type FeedbackPage,
  type FeedbackProducts,
  type FeedbackReceipt,
  notifiedRoles,
  type ParsedFeedbackSubmission,
  pathTo,
  productDisplayName,
  productInitials,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { nextReference } from '../../db/references.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { appLink } from '../../platform/mail/app-link.js';
import { listMembersWithRoles } from '../../platform/staff/staff-directory.queries.js';
import { stakeholderLinkFor } from '../../platform/stakeholder-records/stakeholder-links.js';
import type { CheckedImage } from '../../platform/storage/images.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { withStoredFiles } from '../../platform/storage/stored-files.js';
import { createNotifier, type Notice, type NoticeBatch } from '../notifications/index.js';
import { feedbackReceivedEmail } from './feedback.emails.js';
import { toFeedback, toFeedbackDetail } from './feedback.mapper.js';
import {
  countFeedbackByProduct,
  findFeedback,
  findOrganizationName,
  insertFeedback,
  insertFeedbackMedia,
  listFeedbackRows,
  listMediaOf,
} from './feedback.queries.js';
import { findProductBySlug, listProductsOf } from './feedback-products.queries.js';

export interface FeedbackAttachment {
  image: CheckedImage;
  fileName: string;
}

export interface FeedbackListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  product?: string | undefined;
}

export function createFeedbackService(context: AppContext) {
  const { database, config, clock, realtime } = context;
  const { db } = database;
  const notifier = createNotifier(context);
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  async function organizationNameOf(organizationId: string) {
    const name = await findOrganizationName(db, organizationId);
    if (name === undefined) throw new AppError('NOT_FOUND');
    return name;
  }

  // Every manager who has joined is told (docs/product.md#notifications).
  async function tellManagers(
    tx: Database,
    told: NoticeBatch,
    input: { organizationId: string; feedbackId: string; reference: string; submission: ParsedFeedbackSubmission },
  ) {
    const managers = await listMembersWithRoles(tx, {
      organizationId: input.organizationId,
      roles: notifiedRoles.feedback_received,
    });
    const slug = input.submission.project_name;
    const owned = await findProductBySlug(tx, { organizationId: input.organizationId, slug });
    const productName = owned?.name ?? productDisplayName(slug);
    const notices = managers.map((manager): Notice => {
      const email = feedbackReceivedEmail({
        firstName: manager.firstName,
        reference: input.reference,
        productName,
        subject: input.submission.subject,
        stakeholderName: input.submission.name,
        url: appLink(config, pathTo.feedback(input.feedbackId)),
      });
      return {
        organizationId: input.organizationId,
        recipient: manager,
        kind: 'feedback_received',
        title: `New feedback ${input.reference} on ${productName}`,
        body: `${input.submission.name}: "${input.submission.subject}"`,
        link: pathTo.feedback(input.feedbackId),
        subjectId: input.feedbackId,
        email,
      };
    });
    await told.add(tx, notices);
  }

  return {
    // The public form asks first whether its address is real (docs/product.md#feedback).
    // A retired product's form still works: links already sent must not break.
    async getForm({ organizationId, product }: { organizationId: string; product?: string | undefined }) {
      const organizationName = await organizationNameOf(organizationId);
      const owned = product ? await findProductBySlug(db, { organizationId, slug: product }) : undefined;
      return {
        organization_name: organizationName,
        product: owned ? { name: owned.name, short_code: owned.shortCode, colour: owned.colour } : null,
      };
    },

    // Decision 007: the images are stored first, then the feedback, its images'
    // rows and the managers' emails in one transaction. If that fails, the
    // images go again: no row without its files, no file without its row.
    async submitFeedback({
      organizationId,
      submission,
      attachments,
    }: {
      organizationId: string;
      submission: ParsedFeedbackSubmission;
      attachments: FeedbackAttachment[];
    }): Promise<FeedbackReceipt> {
      await organizationNameOf(organizationId);
      const images = { organizationId, kind: 'feedback', files: attachments.map((file) => file.image) };
      const what = 'an image of a feedback that was not saved';
      const told = notifier.batch();
      const { feedbackId, reference } = await withStoredFiles(context, { ...images, what }, async (tx, keys) => {
        const now = clock.now();
        const { number, reference } = await nextReference(tx, organizationId, 'FBK');
        const feedbackId = await insertFeedback(tx, {
          organizationId,
          number,
          reference,
          product: submission.project_name,
          subject: submission.subject,
          message: submission.message,
          stakeholderName: submission.name,
          stakeholderEmail: submission.email,
          stakeholderPhone: submission.phone ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await insertFeedbackMedia(
          tx,
          attachments.map((file, position) => ({
            feedbackId,
            organizationId,
            position,
            fileKey: keys[position]!,
            fileName: file.fileName,
            contentType: file.image.contentType,
            sizeBytes: file.image.bytes.length,
            createdAt: now,
          })),
        );
        await tellManagers(tx, told, { organizationId, feedbackId, reference, submission });
        return { feedbackId, reference };
      });
      told.announce();
      // After the commit: the organisation's open inbox shows it without a reload.
      realtime.toOrganization(organizationId).emit('feedback.changed', { ids: [feedbackId] });
      return { reference };
    },

    async listFeedback({ actor, query }: { actor: Actor; query: FeedbackListQuery }): Promise<FeedbackPage> {
      const { page, page_size } = query;
      const { rows, count, countCapped } = await listFeedbackRows(db, {
        organizationId: actor.organizationId,
        product: query.product,
        search: query.search || undefined,
        limit: page_size,
        offset: (page - 1) * page_size,
      });
      return { results: rows.map(toFeedback), count, count_capped: countCapped, page, page_size };
    },

    async getFeedback({ actor, feedbackId }: { actor: Actor; feedbackId: string }): Promise<FeedbackDetail> {
      const row = await findFeedback(db, { organizationId: actor.organizationId, feedbackId });
      if (!row) throw new AppError('NOT_FOUND');
      const [media, record] = await Promise.all([
        listMediaOf(db, { organizationId: actor.organizationId, feedbackId }),
        stakeholderLinkFor(db, { actor, email: row.feedback.stakeholderEmail }),
      ]);
      return toFeedbackDetail(row, media, fileUrls, record);
    },

    // The organisation's products that are not retired (their forms exist before
    // any response), then any other form address with responses (a retired
    // product's, or one of no product), busiest first.
    async listProducts({ actor }: { actor: Actor }): Promise<FeedbackProducts> {
      const [owned, counted] = await Promise.all([
        listProductsOf(db, actor.organizationId),
        countFeedbackByProduct(db, actor.organizationId),
      ]);
      const bySlug = new Map(owned.map(({ product }) => [product.slug, product]));
      const live = owned.filter(({ product }) => product.retiredAt === null);
      const liveSlugs = new Set(live.map(({ product }) => product.slug));
      const others = counted
        .filter((row) => !liveSlugs.has(row.product))
        .sort((a, b) => b.count - a.count || a.product.localeCompare(b.product));
      return {
        results: [
          ...live.map(({ product, count }) => ({
            product: product.slug,
            project_name: product.name,
            short_code: product.shortCode,
            colour: product.colour,
            count,
          })),
          ...others.map(({ product: slug, count }) => {
            const retired = bySlug.get(slug);
            const name = retired?.name ?? productDisplayName(slug);
            return {
              product: slug,
              project_name: name,
              short_code: retired?.shortCode ?? productInitials(name),
              colour: retired?.colour ?? 'srm',
              count,
            };
          }),
        ],
      };
    },
  };
}

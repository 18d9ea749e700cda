import {
  type FeedbackProductBody,
  type ManagedFeedbackProduct,
  type ManagedFeedbackProducts,
  messages,
  productSlugPattern,
  type UpdateFeedbackProductBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  type FeedbackProductRow,
  insertProduct,
  listProductsOf,
  slugsLike,
  updateProduct,
} from './feedback-products.queries.js';

const toManaged = (product: FeedbackProductRow, count: number): ManagedFeedbackProduct => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  short_code: product.shortCode,
  colour: product.colour,
  retired: product.retiredAt !== null,
  count,
});

// A form address for a new product's name: 'Mobile App' → 'mobile-app'.
function slugOf(name: string) {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return productSlugPattern.test(slug) ? slug : 'product';
}

// A product of the same name (any letter case) is refused beside the name.
function refuseTakenName(error: unknown): never {
  if (isUniqueViolation(error, 'feedback_products_name_unique')) {
    throw new AppError('VALIDATION_FAILED', { name: messages.productNameTaken });
  }
  throw error;
}

// docs/product.md#feedback: the organisation's own products, managed in Organization Settings.
export function createFeedbackProductsService({ database, clock }: AppContext) {
  const { db } = database;

  async function listManaged(organizationId: string): Promise<ManagedFeedbackProducts> {
    const rows = await listProductsOf(db, organizationId);
    return { results: rows.map((row) => toManaged(row.product, row.count)) };
  }

  async function managedOne(organizationId: string, productId: string) {
    const found = (await listManaged(organizationId)).results.find((product) => product.id === productId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    list: ({ actor }: { actor: Actor }) => listManaged(actor.organizationId),

    // Its form's address comes from its name, made unique in the organisation
    // ('neo-2'), and then stays, whatever it is renamed.
    async add({ actor, body }: { actor: Actor; body: FeedbackProductBody }) {
      const { organizationId } = actor;
      const base = slugOf(body.name);
      const now = clock.now();
      const productId = await db
        .transaction(async (tx) => {
          const taken = await slugsLike(tx, { organizationId, slug: base });
          let slug = base;
          for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
          return insertProduct(tx, {
            organizationId,
            slug,
            name: body.name,
            shortCode: body.short_code,
            colour: body.colour,
            createdAt: now,
            updatedAt: now,
          });
        })
        .catch(refuseTakenName);
      return managedOne(organizationId, productId);
    },

    async update({ actor, productId, body }: { actor: Actor; productId: string; body: UpdateFeedbackProductBody }) {
      const { organizationId } = actor;
      const now = clock.now();
      const changes = {
        name: body.name,
        shortCode: body.short_code,
        colour: body.colour,
        updatedAt: now,
        ...(body.retired !== undefined && { retiredAt: body.retired ? now : null }),
      };
      const updated = await updateProduct(db, { organizationId, productId }, changes).catch(refuseTakenName);
      if (!updated) throw new AppError('NOT_FOUND');
      return managedOne(organizationId, productId);
    },
  };
}

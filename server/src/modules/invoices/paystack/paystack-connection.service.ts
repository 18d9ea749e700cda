import type { PaystackConnection } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { createSecretBox } from '../../../platform/config/secret-box.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { PaystackApi } from './paystack-api.js';
import {
  deletePaystackConnection,
  findPaystackConnection,
  savePaystackConnection,
} from './paystack-connection.queries.js';

// Where Paystack sends its events for this organisation (the dashboard's webhook URL).
export const paystackWebhookPath = (organizationId: string) => `/api/payments/paystack/${organizationId}/`;

// docs/product.md#payments, "Pay with Paystack": a manager connects the organisation's Paystack account with its
// secret key, which is checked with Paystack first, kept sealed, and never shown again.
export function createPaystackConnectionService({ database, config, clock }: AppContext, paystack: PaystackApi) {
  const { db } = database;
  const secrets = createSecretBox(config.SECRET_KEY);

  async function get(organizationId: string): Promise<PaystackConnection> {
    const found = await findPaystackConnection(db, organizationId);
    // A key sealed under another SECRET_KEY opens no more: as good as none, until it is given again.
    const usable = found && secrets.open(found.connection.sealedSecretKey) !== undefined;
    const connection = usable ? found.connection : null;
    const by = usable ? found.connectedBy : null;
    return {
      connected: connection !== null,
      mode: connection?.mode ?? null,
      key_ending: connection?.keyEnding ?? null,
      connected_at: connection?.connectedAt.toISOString() ?? null,
      connected_by: by?.id ? { id: by.id, first_name: by.firstName, last_name: by.lastName } : null,
      webhook_url: `${config.APP_URL}${paystackWebhookPath(organizationId)}`,
    };
  }

  return {
    get: ({ actor }: { actor: Actor }) => get(actor.organizationId),

    async connect({ actor, secretKey }: { actor: Actor; secretKey: string }) {
      // A test key takes Paystack's test cards: in production it would let anyone pay an invoice with nothing.
      if (config.isProduction && secretKey.startsWith('sk_test_')) throw new AppError('PAYSTACK_TEST_KEY');
      if (!(await paystack.keyIsAccepted(secretKey))) throw new AppError('PAYSTACK_KEY_REFUSED');
      await savePaystackConnection(db, {
        organizationId: actor.organizationId,
        sealedSecretKey: secrets.seal(secretKey),
        mode: secretKey.startsWith('sk_live_') ? 'live' : 'test',
        keyEnding: secretKey.slice(-4),
        connectedById: actor.userId,
        connectedAt: clock.now(),
      });
      return get(actor.organizationId);
    },

    async disconnect({ actor }: { actor: Actor }) {
      await deletePaystackConnection(db, actor.organizationId);
      return get(actor.organizationId);
    },

    // The organisation's secret key, to call Paystack and check its webhooks with; undefined when none is usable.
    async secretKeyOf(organizationId: string) {
      const found = await findPaystackConnection(db, organizationId);
      return found ? secrets.open(found.connection.sealedSecretKey) : undefined;
    },
  };
}

export type PaystackConnectionService = ReturnType<typeof createPaystackConnectionService>;

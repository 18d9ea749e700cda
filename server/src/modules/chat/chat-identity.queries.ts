import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatIdentitySecrets } from '../../db/schema/index.js';

export async function findSealedIdentitySecret(db: Database, organizationId: string) {
  const [row] = await db
    .select()
    .from(chatIdentitySecrets)
    .where(eq(chatIdentitySecrets.organizationId, organizationId));
  return row;
}

// The first secret of an organisation; the one kept if two are made at once.
export async function insertIdentitySecretOnce(
  db: Database,
  values: { organizationId: string; sealedSecret: string; createdAt: Date },
) {
  await db
    .insert(chatIdentitySecrets)
    .values(values)
    .onConflictDoNothing({ target: chatIdentitySecrets.organizationId });
  return findSealedIdentitySecret(db, values.organizationId);
}

export async function replaceIdentitySecret(
  db: Database,
  values: { organizationId: string; sealedSecret: string; createdAt: Date },
) {
  const [row] = await db
    .insert(chatIdentitySecrets)
    .values(values)
    .onConflictDoUpdate({
      target: chatIdentitySecrets.organizationId,
      set: { sealedSecret: values.sealedSecret, createdAt: values.createdAt },
    })
    .returning();
  return row!;
}

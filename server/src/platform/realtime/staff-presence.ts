import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { staffPresence } from '../../db/schema/index.js';
import type { Clock } from '../clock/clock.js';
import type { Logger } from '../logging/logger.js';

// docs/product.md#chat-by-email: staff count as online while one of them has the app open, and for five minutes
// after the last one closed it.
export const staffAwayAfterMs = 5 * 60_000;
// A member opening the app again within this is online already: nothing is written.
const arrivalWriteEveryMs = 60_000;

// When each organisation's staff were last seen, as the sockets of this server copy come and go, and as they are
// found connected when that is older than five minutes (realtime.ts `staffOnline`). A copy that stops without
// closing its sockets leaves the time of their last arrival, which errs towards 'away'.
export function createStaffPresence({ database, clock, log }: { database: DatabaseHandle; clock: Clock; log: Logger }) {
  const lastWrittenAt = new Map<string, number>();

  async function write(organizationId: string, at: Date) {
    await database.db
      .insert(staffPresence)
      .values({ organizationId, lastOnlineAt: at })
      .onConflictDoUpdate({
        target: staffPresence.organizationId,
        set: { lastOnlineAt: sql`greatest(${staffPresence.lastOnlineAt}, excluded.last_online_at)` },
      });
  }

  function record(organizationId: string) {
    const now = clock.now();
    lastWrittenAt.set(organizationId, now.getTime());
    write(organizationId, now).catch((error: unknown) => {
      lastWrittenAt.delete(organizationId);
      log.warn({ err: error }, 'could not record that staff were online');
    });
  }

  return {
    // A member's socket connected; call what it answers when it goes.
    arrived(organizationId: string): () => void {
      const writtenAt = lastWrittenAt.get(organizationId);
      if (writtenAt === undefined || clock.now().getTime() - writtenAt >= arrivalWriteEveryMs) record(organizationId);
      return () => record(organizationId);
    },

    // Someone of the organisation was found connected: written down, so the next five minutes ask no copy.
    found: record,

    // Whether the organisation's staff were online in the last five minutes, by what the copies wrote.
    async recentlyOnline(organizationId: string) {
      const [row] = await database.db
        .select({ lastOnlineAt: staffPresence.lastOnlineAt })
        .from(staffPresence)
        .where(eq(staffPresence.organizationId, organizationId));
      return row !== undefined && clock.now().getTime() - row.lastOnlineAt.getTime() < staffAwayAfterMs;
    },
  };
}

export type StaffPresence = ReturnType<typeof createStaffPresence>;

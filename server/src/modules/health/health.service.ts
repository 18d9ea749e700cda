import type { HealthResponse } from '@srm/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { pingDatabase } from './health.queries.js';

// A load balancer takes a copy out of rotation when its database is unreachable.
export async function checkHealth({ database }: { database: DatabaseHandle }): Promise<HealthResponse> {
  try {
    await pingDatabase(database.db);
    return { status: 'ok', database: database.kind };
  } catch {
    return { status: 'unavailable', database: database.kind };
  }
}

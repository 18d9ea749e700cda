import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(databaseKinds),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

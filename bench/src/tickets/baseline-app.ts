import Fastify from 'fastify';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import type { Scenario } from './scenarios.js';

export interface CapturedResponse {
  status: number;
  body: unknown;
}

// The two baselines, on a bare Fastify (no plugins, hooks or schemas) in the
// same process as the real app: (a) /memory/<id> answers the JSON a real
// response gave, from memory; (b) /sql/<id> runs the scenario's SQL on the
// real app's pool and returns the rows as they come.
export async function startBaselineApp(
  database: DatabaseHandle,
  scenarios: Scenario[],
  captured: Map<string, CapturedResponse>,
) {
  const app = Fastify({ logger: false });
  for (const scenario of scenarios) {
    const memory = captured.get(scenario.id)!;
    app.route({
      method: scenario.method,
      url: `/memory/${scenario.id}`,
      handler: async (_request, reply) => reply.status(memory.status).send(memory.body),
    });
    app.route({
      method: scenario.method,
      url: `/sql/${scenario.id}`,
      handler: async (_request, reply) =>
        reply.status(scenario.expectedStatus).send(await scenario.runSql(database.db)),
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => app.close() };
}

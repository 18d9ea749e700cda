import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type DeclaredRoute, operationRefusals } from './operation-refusals.js';

type Transform = typeof jsonSchemaTransform;

// The body of every error answer, `{ detail, errors }` (contract's ErrorBody).
export const errorBodyRef = '#/components/schemas/ErrorBody';

// Each operation's refusals, read from what its route declares, join the answers the
// zod schemas describe: a client generated from the document handles every one.
const withRefusals: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const { route } = document as Parameters<Transform>[0] & { route?: DeclaredRoute };
  if (!route || !transformed.schema || transformed.schema.hide) return transformed;
  const schema = transformed.schema as { response?: Record<string, unknown>; produces?: string[] };
  const response = { ...schema.response };
  // A route that sends a file (a PDF, a stored image) declares no schema for it: its type is what it produces.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    const types = schema.produces ?? ['*/*'];
    const file = { schema: { type: 'string', format: 'binary' } };
    response['200'] = { description: 'The file', content: Object.fromEntries(types.map((type) => [type, file])) };
  }
  for (const [status, texts] of operationRefusals(route)) {
    // Errors are JSON whatever the route produces when it succeeds.
    const content = { 'application/json': { schema: { $ref: errorBodyRef } } };
    response[status] ??= { description: texts.join(' · '), content };
  }
  return { ...transformed, schema: { ...schema, response } };
};

// The OpenAPI document is generated from the same zod schemas that validate requests.
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SRM API',
        description: 'Service desk, stakeholder master data, feedback, invoicing and chat.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: withRefusals,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

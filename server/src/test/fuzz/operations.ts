import type { JsonSchema } from './schema-values.js';

// One operation of the OpenAPI document, as the fuzz calls it.
export interface Operation {
  method: string;
  // As the document writes it: `/api/ticket/get-ticket/{id}/`.
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  // Request body schema per content type (`application/json`, `multipart/form-data`).
  bodies: Record<string, JsonSchema>;
  // Documented answers: status → content type → schema.
  responses: Record<string, Record<string, JsonSchema>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const schemasOf = (content: Record<string, { schema: JsonSchema }> | undefined) =>
  Object.fromEntries(Object.entries(content ?? {}).map(([type, { schema }]) => [type, schema]));

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const inPlace = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema }));
      return {
        method: method.toUpperCase(),
        path,
        pathParams: inPlace('path'),
        queryParams: inPlace('query'),
        bodies: schemasOf(operation.requestBody?.content),
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, answer]) => [status, schemasOf(answer.content)]),
        ),
      };
    }),
  );
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

// The schema a `$ref` of the document names.
export function resolverOf(document: OpenApiDocument) {
  return (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = document.components.schemas[name];
    if (!schema) throw new Error(`the OpenAPI document has no schema ${ref}`);
    return schema;
  };
}

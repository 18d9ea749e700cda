import { schemaResolver } from '@mantine/form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { whenFirstUsed } from './when-first-used';

// A schema a public page checks input with, loaded after the page is drawn: zod
// and the contract's rules would otherwise be a fifth of the page's first load
// on a phone (docs/decisions/023-public-page-entries.md). A check waits for it.
export interface DeferredSchema<Schema extends z.ZodType> {
  load: () => Promise<Schema>;
}

export function deferredSchema<Schema extends z.ZodType>(importSchema: () => Promise<Schema>): DeferredSchema<Schema> {
  let loading: Promise<Schema> | undefined;
  return {
    load: () => {
      // A failed load (the network dropped) is tried again by the next check.
      loading ??= importSchema().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

// Starts loading the schema when the visitor first does something on the page (lib/when-first-used.ts). A check
// that comes first waits for it.
export function useLoadOnFirstUse(schema: DeferredSchema<z.ZodType>) {
  useEffect(
    () =>
      whenFirstUsed(() => {
        schema.load().catch(() => undefined);
      }),
    [schema],
  );
}

// A Mantine form's `validate` that checks with the schema once it has arrived.
// Should it fail to arrive, the form sends what was typed: the server checks
// every submission with the same schema and its refusals show under the fields.
export function deferredResolver<Values>(schema: DeferredSchema<z.ZodType>) {
  return async (values: Values) => {
    try {
      return schemaResolver(await schema.load(), { sync: true })(values);
    } catch {
      return {};
    }
  };
}

// The values as the schema reads them (trimmed, the phone's digits), or as
// typed should the schema not have arrived or not take them: the server reads
// every submission with the same schema, and its refusals show under the fields.
export async function asTheSchemaReads<Schema extends z.ZodType, Values>(
  schema: DeferredSchema<Schema>,
  values: Values,
): Promise<z.output<Schema> | Values> {
  const loaded = await schema.load().catch(() => null);
  const read = loaded?.safeParse(values);
  return read?.success ? read.data : values;
}

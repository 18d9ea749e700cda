import path from 'node:path';
import type { Plugin } from 'vite';

// Where Mantine's hooks take their useId from, and what the build gives them instead (lib/mantine-use-id.ts).
export const mantineHooksIndex = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
export const mantineUseIdImport = './use-id/use-id.mjs';
export const reactIdsModule = path.resolve(import.meta.dirname, '..', 'lib', 'mantine-use-id.ts');

// Swaps the one module: every Mantine component takes useId from the hooks' index, and nothing else imports it.
export function mantineIdsFromReact(): Plugin {
  return {
    name: 'srm-mantine-ids-from-react',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === mantineUseIdImport && importer && mantineHooksIndex.test(importer) ? reactIdsModule : null;
    },
  };
}

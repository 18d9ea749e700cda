import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import {
  mantineHooksIndex,
  mantineIdsFromReact,
  mantineUseIdImport,
  reactIdsModule,
} from '../build/mantine-ids-from-react';
import { useId } from './mantine-use-id';

const mantineHooks = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '@mantine', 'hooks', 'esm');

describe("the build's swap of Mantine's useId", () => {
  const resolve = (source: string, importer: string) => {
    const hook = mantineIdsFromReact().resolveId as (source: string, importer: string) => string | null;
    return hook(source, importer);
  };

  it("replaces the module Mantine's hooks take useId from, and no other", () => {
    const index = path.join(mantineHooks, 'index.mjs');
    expect(mantineHooksIndex.test(index)).toBe(true);
    expect(fs.readFileSync(index, 'utf8')).toContain(`import { useId } from "${mantineUseIdImport}";`);
    expect(resolve(mantineUseIdImport, index)).toBe(reactIdsModule);
    expect(resolve(mantineUseIdImport, path.join(import.meta.dirname, 'elsewhere.ts'))).toBeNull();
    expect(resolve('./use-idle/use-idle.mjs', index)).toBeNull();
  });

  // Once Mantine's own useId keeps its first id, the swap (and this file) can go.
  it("is needed while Mantine's own sets a random id after mounting", () => {
    const original = fs.readFileSync(path.join(mantineHooks, 'use-id', 'use-id.mjs'), 'utf8');
    expect(original).toMatch(/useIsomorphicEffect\([\s\S]*setUuid\(randomId\(\)\)/);
  });
});

describe('useId as Mantine gets it', () => {
  function renderCounted(ids: (string | undefined)[]) {
    const seen: string[][] = [];
    function Ids() {
      const rendered = [useId(ids[0]), useId(ids[1])];
      seen.push(rendered);
      useEffect(() => undefined);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Ids />));
    act(() => root.unmount());
    return seen;
  }

  it('draws once, with ids that stay and differ from one another', () => {
    const seen = renderCounted([undefined, undefined]);
    expect(seen).toHaveLength(1);
    const [first, second] = seen[0] ?? [];
    expect(first).toMatch(/^mantine-/);
    expect(second).toMatch(/^mantine-/);
    expect(first).not.toBe(second);
  });

  it('gives back an id it was given', () => {
    expect(renderCounted(['ticket-title', undefined])[0]?.[0]).toBe('ticket-title');
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The rules `npm run check` enforces (.dependency-cruiser.cjs, docs/architecture.md "Modules"), tried on small
// trees of probe files laid out as ours are: each import a rule exists to refuse is refused, and the way the
// rule points to is let through.
const { forbidden, options } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

const probes: string[] = [];
afterEach(() => {
  for (const dir of probes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function violationsOf(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-boundaries-'));
  probes.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
  const result = await cruise(roots, {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: forbidden ?? [] },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

const exporting = (name: string) => `export const ${name} = 1;\n`;

describe('module boundaries', () => {
  it("refuses a module importing another module's inner file, and lets its front door through", async () => {
    const violations = await violationsOf({
      'server/src/modules/tickets/tickets.service.ts':
        "import { findRecord } from '../stakeholders/stakeholders.queries.js';\nimport { link } from '../stakeholders/index.js';\nexport const both = [findRecord, link];\n",
      'server/src/modules/stakeholders/stakeholders.queries.ts': exporting('findRecord'),
      'server/src/modules/stakeholders/index.ts': exporting('link'),
    });
    expect(violations).toEqual([
      'module-front-door: server/src/modules/tickets/tickets.service.ts → server/src/modules/stakeholders/stakeholders.queries.ts',
    ]);
  });

  it('refuses two modules that import each other, even through their front doors', async () => {
    const violations = await violationsOf({
      'server/src/modules/tickets/index.ts':
        "import { link } from '../stakeholders/index.js';\nexport const ticket = link;\n",
      'server/src/modules/stakeholders/index.ts':
        "import { ticket } from '../tickets/index.js';\nexport const link = ticket;\n",
    });
    expect(violations.some((violation) => violation.startsWith('no-cycles:'))).toBe(true);
  });

  it('refuses platform code that reaches up into a module or the app', async () => {
    const violations = await violationsOf({
      'server/src/platform/mail/mailer.ts':
        "import { ticket } from '../../modules/tickets/index.js';\nimport { context } from '../../app-context.js';\nexport const both = [ticket, context];\n",
      'server/src/modules/tickets/index.ts': exporting('ticket'),
      'server/src/app-context.ts': exporting('context'),
    });
    expect(violations).toEqual([
      'platform-below-modules: server/src/platform/mail/mailer.ts → server/src/app-context.ts',
      'platform-below-modules: server/src/platform/mail/mailer.ts → server/src/modules/tickets/index.ts',
    ]);
  });

  it('refuses a web feature importing another feature, whichever feature it is', async () => {
    const violations = await violationsOf({
      'web/src/features/search/search-box.tsx':
        "import { Bell } from '../notifications/notification-bell';\nimport { Button } from '../../ui/button';\nexport const both = [Bell, Button];\n",
      'web/src/features/notifications/notification-bell.tsx': exporting('Bell'),
      'web/src/ui/button.tsx': exporting('Button'),
    });
    expect(violations).toEqual([
      'feature-boundary: web/src/features/search/search-box.tsx → web/src/features/notifications/notification-bell.tsx',
    ]);
  });

  it('refuses the app reaching past a front door, and lets a test do so', async () => {
    const violations = await violationsOf({
      'server/src/app.ts':
        "import { tickets } from './modules/tickets/tickets.service.js';\nexport const app = tickets;\n",
      'server/src/test/factories.ts':
        "import { tickets } from '../modules/tickets/tickets.service.js';\nexport const factory = tickets;\n",
      'server/src/modules/tickets/tickets.service.ts': exporting('tickets'),
    });
    expect(violations).toEqual([
      'modules-reached-by-the-app-only: server/src/app.ts → server/src/modules/tickets/tickets.service.ts',
    ]);
  });

  it('refuses a feature importing the app, and shared web code importing a feature or the app', async () => {
    const violations = await violationsOf({
      'web/src/features/tickets/ticket-page.tsx':
        "import { paths } from '../../app/paths';\nexport const page = paths;\n",
      'web/src/ui/table.tsx': "import { page } from '../features/tickets/ticket-page';\nexport const table = page;\n",
      'web/src/lib/dates.ts': "import { paths } from '../app/paths';\nexport const dates = paths;\n",
      'web/src/app/paths.ts': exporting('paths'),
    });
    expect(violations.toSorted()).toEqual([
      'features-below-the-app: web/src/features/tickets/ticket-page.tsx → web/src/app/paths.ts',
      'shared-web-code-below-features: web/src/lib/dates.ts → web/src/app/paths.ts',
      'shared-web-code-below-features: web/src/ui/table.tsx → web/src/features/tickets/ticket-page.tsx',
    ]);
  });
});

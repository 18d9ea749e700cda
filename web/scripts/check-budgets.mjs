// The JavaScript each page must load before it is interactive, against its
// budget (docs/decisions/023-public-page-entries.md, docs/testing.md#budgets).
// A page's load is its entry and every file the entry imports statically (what
// the browser fetches before the page's own code runs), read from Vite's
// manifest of the last build; a signed-in page adds the app shell's and its own
// chunks, which the router loads on arrival. Sizes are gzip at level 9, in kB
// of 1,000 bytes; brotli, which the server sends to browsers that take it, is
// shown beside them. Exits 1 when a page is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

const budgets = [
  { page: 'landing page (/)', budgetKb: 120, modules: ['entries/landing.html'] },
  { page: 'feedback form (/form/…)', budgetKb: 120, modules: ['entries/feedback-form.html'] },
  { page: 'public chat (/chat/…)', budgetKb: 120, modules: ['entries/public-chat.html'] },
  { page: "stakeholder's ticket (/your-ticket/…)", budgetKb: 120, modules: ['entries/public-ticket.html'] },
  { page: "stakeholder's invoice (/your-invoice/…)", budgetKb: 120, modules: ['entries/public-invoice.html'] },
  { page: 'log in (/login)', budgetKb: 120, modules: ['entries/login.html'] },
  { page: 'sign up (/create-account)', budgetKb: 120, modules: ['entries/create-account.html'] },
  // Issue 28 allows the signed-in shell with its first page 300 kB. Held to what decision 030 left it with room to
  // grow, so that neither zod (27 kB) nor the lists' table (29 kB) comes back onto a phone's first load unnoticed.
  {
    page: 'signed-in shell with /home',
    budgetKb: 220,
    modules: ['index.html', 'src/app/shell/app-shell-layout.tsx', 'src/app/pages/dashboard-page.tsx'],
  },
  // The busiest list a member may open first.
  {
    page: 'signed-in shell with /tickets',
    budgetKb: 220,
    modules: ['index.html', 'src/app/shell/app-shell-layout.tsx', 'src/features/tickets/list/ticket-list-page.tsx'],
  },
];

if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

// A public page with an entry of its own is a page a phone opens from a link: none goes without a budget.
const budgeted = new Set(budgets.flatMap(({ modules }) => modules));
const unbudgeted = Object.keys(manifest).filter((key) => key.startsWith('entries/') && !budgeted.has(key));
if (unbudgeted.length > 0) {
  console.error(`${unbudgeted.join(', ')}: a public page without a budget; add it to scripts/check-budgets.mjs`);
  process.exit(1);
}

// Every file a module needs before it runs: its own, and its static imports' in turn.
function staticFilesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no ${key}: is the budget's module name still right?`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFilesOf(imported, files);
  return files;
}

const sizeCache = new Map();
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const content = fs.readFileSync(path.join(distDir, file));
    sizeCache.set(file, {
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content).length,
    });
  }
  return sizeCache.get(file);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
let broken = 0;
console.log(
  `${'page'.padEnd(40)} ${'JS gzip'.padStart(9)} ${'budget'.padStart(7)} ${'JS br'.padStart(7)} ${'CSS gz'.padStart(7)} files`,
);
for (const { page, budgetKb, modules } of budgets) {
  const files = new Set();
  for (const module of modules) staticFilesOf(module, files);
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const styles = [...files].filter((file) => file.endsWith('.css'));
  const gzip = scripts.reduce((sum, file) => sum + sizesOf(file).gzip, 0);
  const brotli = scripts.reduce((sum, file) => sum + sizesOf(file).brotli, 0);
  const css = styles.reduce((sum, file) => sum + sizesOf(file).gzip, 0);
  const over = budgetKb !== null && gzip > budgetKb * 1000;
  if (over) broken += 1;
  console.log(
    `${page.padEnd(40)} ${kb(gzip).padStart(6)} kB ${budgetKb === null ? '      —' : `${String(budgetKb).padStart(4)} kB`} ${kb(brotli).padStart(4)} kB ${kb(css).padStart(4)} kB ${String(scripts.length).padStart(3)}${over ? `  OVER by ${kb(gzip - budgetKb * 1000)} kB` : ''}`,
  );
}
if (broken > 0) {
  console.error(`\n${broken} page(s) over budget: see docs/testing.md#budgets for what usually grows a page.`);
  process.exit(1);
}

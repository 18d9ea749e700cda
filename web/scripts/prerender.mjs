// The last step of `npm run build`: draws the sign-in pages, which look the same for every visitor (contract:
// signInPages), into dist/prerendered/<name>.html, the HTML of the page's entry with the page inside its root, so a phone
// shows the page before its code has arrived (docs/decisions/024-prerendered-sign-in-pages.md,
// 028-sign-in-pages-entry.md). The root is inert until the entry takes the page over.
import fs from 'node:fs';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const outDir = path.join(distDir, 'prerendered');

// The page as a first visit draws it: nothing stored in this browser (no session, no chosen colour scheme). Any
// other stored value read while drawing would differ for a visitor who has one, and the page taken over would not
// be the page drawn: the build stops there.
const readableWhileDrawing = new Set(['srm_access_token', 'srm_color_scheme']);
const nothingStored = {
  getItem: (key) => {
    if (!readableWhileDrawing.has(key)) throw new Error(`a page drawn ahead read ${key} from local storage`);
    return null;
  },
  setItem: () => {},
  removeItem: () => {},
  clear: () => {},
  key: () => null,
  length: 0,
};
globalThis.localStorage = nothingStored;

const { drawSignInPages } = await import(path.join(webDir, '.prerender', 'prerender-pages.js'));
const emptyRoot = '<div id="root"></div>';

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
for (const { name, html } of await drawSignInPages()) {
  const templatePath = path.join(distDir, 'entries', `${name}.html`);
  const template = fs.readFileSync(templatePath, 'utf8');
  if (!template.includes(emptyRoot)) throw new Error(`${templatePath} has no ${emptyRoot} to draw into`);
  fs.writeFileSync(
    path.join(outDir, `${name}.html`),
    template.replace(emptyRoot, () => `<div id="root" inert>${html}</div>`),
  );
  console.log(`prerendered ${name}.html (${(html.length / 1000).toFixed(1)} kB of markup)`);
}

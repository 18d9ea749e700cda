import fs from 'node:fs';
import path from 'node:path';
import { publicPageEntries, signInPages } from '@srm/contract';
import { describe, expect, it } from 'vitest';

// The server sends each address of publicPageEntries its page's HTML from the
// build, and each sign-in page the one the build draws from its entry; the
// build makes one page per HTML file in entries/: a page missing on either side
// would be the app's, or never sent.
const webRoot = path.resolve(import.meta.dirname, '..', '..');
const htmlEntries = fs
  .readdirSync(path.join(webRoot, 'entries'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

describe('the pages with entries of their own', () => {
  it('are the pages the server sends by address, no more and no fewer', () => {
    expect(htmlEntries.sort()).toEqual([...Object.keys(publicPageEntries), ...Object.keys(signInPages)].sort());
  });

  it.each(htmlEntries)('%s loads its own script, which exists', (name) => {
    const html = fs.readFileSync(path.join(webRoot, 'entries', `${name}.html`), 'utf8');
    const script = html.match(/<script type="module" src="\/(src\/entries\/[\w-]+\.tsx)"><\/script>/)?.[1];
    expect(script).toBe(`src/entries/${name}.tsx`);
    expect(fs.existsSync(path.join(webRoot, script ?? ''))).toBe(true);
  });
});

describe("the small entries' share of Mantine's styles", () => {
  const mantineStyles = path.join(webRoot, '..', 'node_modules', '@mantine', 'core', 'styles');
  const allInOne = fs.readFileSync(path.join(webRoot, '..', 'node_modules', '@mantine', 'core', 'styles.css'), 'utf8');
  const components = [
    ...fs
      .readFileSync(path.join(webRoot, 'src', 'entries', 'public-page-styles.ts'), 'utf8')
      .matchAll(/@mantine\/core\/styles\/([A-Z]\w+)\.css/g),
  ].map(([, component]) => component ?? '');

  it("come in the order of Mantine's own stylesheet, where a component's rules override those it builds on", () => {
    const firstRuleOf = (component: string) => {
      const css = fs.readFileSync(path.join(mantineStyles, `${component}.css`), 'utf8');
      const selector = css.match(/^\.m_[0-9a-f]+/m)?.[0];
      expect(selector, component).toBeDefined();
      return allInOne.indexOf(`${selector} {`);
    };
    const positions = components.map(firstRuleOf);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(components).toEqual([...components].sort((a, b) => firstRuleOf(a) - firstRuleOf(b)));
  });
});

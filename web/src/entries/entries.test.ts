import fs from 'node:fs';
import path from 'node:path';
import { publicPageEntries } from '@srm/contract';
import { describe, expect, it } from 'vitest';

// The server sends each address of publicPageEntries its page's HTML from the
// build, and the build makes one page per HTML file in entries/: a page missing
// on either side would be the app's, or never sent.
const webRoot = path.resolve(import.meta.dirname, '..', '..');
const htmlEntries = fs
  .readdirSync(path.join(webRoot, 'entries'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

describe('the public pages with entries of their own', () => {
  it('are the pages the server sends by address, no more and no fewer', () => {
    expect(htmlEntries.sort()).toEqual(Object.keys(publicPageEntries).sort());
  });

  it.each(htmlEntries)('%s loads its own script, which exists', (name) => {
    const html = fs.readFileSync(path.join(webRoot, 'entries', `${name}.html`), 'utf8');
    const script = html.match(/<script type="module" src="\/(src\/entries\/[\w-]+\.tsx)"><\/script>/)?.[1];
    expect(script).toBe(`src/entries/${name}.tsx`);
    expect(fs.existsSync(path.join(webRoot, script ?? ''))).toBe(true);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks that compare element boxes, never screenshots: a list that
// scrolls sideways, a row action out of sight, text cut or printed over other
// text, a toast over something the person needs. Each gathers every problem
// on the page in one evaluation and names them, so one run shows them all.

// Every table and scroll box shows its full width, and every button and link
// of a table row (its View, …) lies inside the window and inside its table.
export async function expectNoListScrollsSideways(page: Page) {
  expect(await listsScrollingSideways(page), `lists that scroll sideways at ${widthOf(page)}px`).toEqual([]);
}

export function listsScrollingSideways(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const kind = [...element.classList].find((name) => name.startsWith('mantine-')) ?? element.classList[0];
      return `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ''} "${text}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getClientRects().length > 0;
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll';
    };
    for (const element of document.querySelectorAll('body *')) {
      // A pixel of rounding is not a scroll bar (and the cheap test goes first: most boxes fit).
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      if (!scrollsSideways(element) || !shown(element)) continue;
      const table = element.querySelector('table');
      found.push(
        `${table ? `table "${table.getAttribute('aria-label') ?? ''}"` : describe(element)} is ${element.scrollWidth}px wide in ${element.clientWidth}px`,
      );
    }
    const windowWidth = document.documentElement.clientWidth;
    // What of a table shows: the box around it that clips or scrolls it, within the window.
    const clipOf = (table: Element) => {
      for (let at = table.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return at.getBoundingClientRect();
      }
      return table.getBoundingClientRect();
    };
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const box = clipOf(table);
      for (const action of table.querySelectorAll('tbody a, tbody button')) {
        if (!shown(action)) continue;
        const { left, right } = action.getBoundingClientRect();
        if (left < Math.max(0, box.left) - 1 || right > Math.min(windowWidth, box.right) + 1) {
          found.push(`${describe(action)} in table "${table.getAttribute('aria-label') ?? ''}" is out of sight`);
        }
      }
    }
    return found;
  });
}

// Inside cards, buttons, badges and fields, no text runs past its box, is cut
// without an ellipsis that shows it whole on hover (a title), or prints over
// other text; no field's placeholder or chosen value is cut.
export async function expectNoTextOverlapsOrIsCut(page: Page) {
  expect(await textCutOrOverlapping(page), `text cut or overlapping at ${widthOf(page)}px`).toEqual([]);
}

export function textCutOrOverlapping(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    // Asked of the same ancestors for every text inside them: each box's style is read once.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) {
        style = getComputedStyle(element);
        styles.set(element, style);
      }
      return style;
    };
    const containers = [
      'button',
      '.mantine-Button-root',
      '.mantine-Badge-root',
      '.mantine-InputWrapper-root',
      '.mantine-Input-wrapper',
      '.mantine-Paper-root',
      '.mantine-Card-root',
      '.mantine-Alert-root',
      '[data-list-card]',
    ].join(',');
    // Rounding and a font's ascenders reaching into the line above are not overlaps.
    const slack = 1;
    const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getClientRects().length > 0;
    // Screen-reader-only text is clipped to a pixel on purpose.
    const visuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const { width, height } = at.getBoundingClientRect();
        if (width <= 1 && height <= 1) return true;
        if (at.closest(containers) === null) break;
      }
      return false;
    };
    const textRects = (node: Text) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    };
    const cutOnPurpose = (element: Element) => {
      return styleOf(element).textOverflow === 'ellipsis' && element.closest('[title]') !== null;
    };
    // The axes along which a box from the text up to its container scrolls (a
    // dialog's body, a list): along them the text may lie beyond sight by design.
    const scrollingAxes = (element: Element, container: Element) => {
      const axes = { x: false, y: false };
      for (let at = element.parentElement; at && at !== container.parentElement; at = at.parentElement) {
        const { overflowY, overflowX } = styleOf(at);
        axes.x ||= ['auto', 'scroll'].includes(overflowX);
        axes.y ||= ['auto', 'scroll'].includes(overflowY);
      }
      return axes;
    };
    // A sticky or fixed layer (a dialog's header) is drawn over what scrolls under it, not into it.
    const layerOf = (element: Element, outermost: Element) => {
      for (let at: Element | null = element; at && at !== outermost.parentElement; at = at.parentElement) {
        if (['sticky', 'fixed'].includes(styleOf(at).position)) return at;
      }
      return null;
    };

    interface Piece {
      node: Text;
      rects: DOMRect[];
      outermost: Element;
      layer: Element | null;
    }
    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!element || !node.data.trim() || ['SCRIPT', 'STYLE', 'OPTION', 'TITLE'].includes(element.tagName)) continue;
      const container = element.closest(containers);
      if (!container || !shown(element) || visuallyHidden(element)) continue;
      const rects = textRects(node);
      if (rects.length === 0) continue;
      let outermost = container;
      for (let up = container.parentElement?.closest(containers); up; up = up.parentElement?.closest(containers)) {
        outermost = up;
      }
      pieces.push({ node, rects, outermost, layer: layerOf(element, outermost) });

      // Past its own container's box: 'Searc' in a squeezed button, a label through a card's edge.
      const box = container.getBoundingClientRect();
      const scrolls = scrollingAxes(element, container);
      const past = rects.some(
        (rect) =>
          (!scrolls.x && (rect.left < box.left - slack || rect.right > box.right + slack)) ||
          (!scrolls.y && (rect.top < box.top - slack || rect.bottom > box.bottom + slack)),
      );
      // Cut by a box between the text and its container that hides what overflows it.
      let cutBy: Element | null = null;
      for (let at: Element | null = element; at && at !== container.parentElement; at = at.parentElement) {
        const style = styleOf(at);
        const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        if (hides && at.scrollWidth > at.clientWidth + slack && !cutOnPurpose(at)) {
          cutBy = at;
          break;
        }
      }
      const kind = [...container.classList].find((name) => name.startsWith('mantine-')) ?? container.tagName;
      if (past) found.push(`${quote(node.data)} runs past its ${kind}`);
      else if (cutBy) found.push(`${quote(node.data)} is cut (${cutBy.scrollWidth}px in ${cutBy.clientWidth}px)`);
    }

    // Text printed over other text in the same card, button, badge or field.
    const overlaps = (a: DOMRect, b: DOMRect) => {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      return across > slack && down > Math.max(2, 0.3 * Math.min(a.height, b.height));
    };
    const groups = new Map<Element, Piece[]>();
    for (const piece of pieces) groups.set(piece.outermost, [...(groups.get(piece.outermost) ?? []), piece]);
    for (const group of groups.values()) {
      for (let i = 0; i < group.length; i += 1) {
        for (let j = i + 1; j < group.length; j += 1) {
          const [a, b] = [group[i]!, group[j]!];
          if (a.layer !== b.layer) continue;
          if (a.rects.some((rectA) => b.rects.some((rectB) => overlaps(rectA, rectB)))) {
            found.push(`${quote(a.node.data)} overlaps ${quote(b.node.data)}`);
          }
        }
      }
    }

    // A field's placeholder or chosen value wider than the room inside it.
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input')) {
      if (!canvas || !shown(input) || visuallyHidden(input)) continue;
      // Boxes and masked passwords show no text of their own.
      if (['checkbox', 'radio', 'file', 'password', 'hidden'].includes(input.type)) continue;
      // A value the person typed scrolls inside its box; a value the app chose (a select) must fit.
      const text = input.value ? (input.readOnly ? input.value : '') : input.placeholder;
      if (!text) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needs = canvas.measureText(text).width;
      if (needs > room + slack) found.push(`field ${quote(text)} needs ${Math.ceil(needs)}px in ${Math.floor(room)}px`);
    }
    return [...new Set(found)];
  });
}

// A toast on screen covers none of these: no part of its box lies over theirs.
// All is measured in one go in the page, where the toast is also checked to be
// still there: it closes by itself after a few seconds, and a check made after
// it closed would pass whatever it had covered.
export async function expectToastCoversNothing(toast: Locator, targets: Locator[]) {
  await expect(toast).toBeVisible();
  for (const target of targets) await expect(target).toBeVisible();
  const handles = await Promise.all([toast, ...targets].map((locator) => locator.elementHandle()));
  const covered = await toast.page().evaluate((elements) => {
    const [shownToast, ...reachable] = elements;
    const box = shownToast?.getBoundingClientRect();
    if (!shownToast?.isConnected || !box || box.width === 0 || box.height === 0) return ['(the toast had closed)'];
    return reachable
      .filter((element) => {
        const own = element?.getBoundingClientRect();
        return own && own.left < box.right && box.left < own.right && own.top < box.bottom && box.top < own.bottom;
      })
      .map((element) => element?.getAttribute('aria-label') ?? element?.textContent ?? '');
  }, handles);
  expect(covered, 'under the toast').toEqual([]);
}

const widthOf = (page: Page) => page.viewportSize()?.width ?? 0;

// A laptop's 1280 × 800 and 1366 × 768, or a phone's 390 and 360 px widths.
const desktopSizes = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];
const phoneWidths = [390, 360];

// Both layout checks at two sizes, resizing the page as it is (no reload), then
// back to the size it had. A resize reaches the lists' column fit through a
// ResizeObserver and a render, so each check is asked again until it passes
// (or its time runs out), never after a fixed wait.
export async function expectFitsAtWidths(page: Page, atPhoneWidth: boolean) {
  const before = page.viewportSize();
  if (!before) return;
  const sizes = atPhoneWidth ? phoneWidths.map((width) => ({ width, height: before.height })) : desktopSizes;
  for (const size of sizes) {
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
    await expect.poll(() => listsScrollingSideways(page), { message: `lists at ${size.width}px` }).toEqual([]);
    await expect.poll(() => textCutOrOverlapping(page), { message: `text at ${size.width}px` }).toEqual([]);
  }
  const after = page.viewportSize();
  if (after?.width !== before.width || after.height !== before.height) await page.setViewportSize(before);
}

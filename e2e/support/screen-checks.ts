import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectFitsAtWidths } from './layout-checks';
import { expect, test } from './test';

// What the every-screen sweep (tests/platform/every-screen.spec.ts) checks at
// each screen, at desktop and phone width: the screen's own checks below, then
// axe and a full-page screenshot in light and in dark.

export interface Screen {
  // The screenshot's name: screenshots/<project>/<name>-light.png and -dark.png.
  name: string;
  path: string;
  heading: string | RegExp;
  // Something the screen shows once its data has arrived.
  content?: string | RegExp;
}

export interface ScreenVisit {
  page: Page;
  screen: Screen;
  signedIn: boolean;
  // Below Mantine's `sm` breakpoint the navigation hides behind a menu button.
  atPhoneWidth: boolean;
}

type ScreenCheck = (visit: ScreenVisit) => Promise<void>;

// The layout viewport is the window's width; wider content would scroll sideways.
const nothingScrollsSideways: ScreenCheck = async ({ page, screen }) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen.path} is wider than the window`).toBeLessThanOrEqual(0);
};

// The first Tab of a signed-in page offers to skip the header and navigation.
const skipLinkComesFirst: ScreenCheck = async ({ page, signedIn }) => {
  if (!signedIn) return;
  // From the start of the page, as when it is entered from the address bar, whichever field it focused.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
};

const phoneNavigationOpensFromKeyboard: ScreenCheck = async ({ page, signedIn, atPhoneWidth }) => {
  if (!signedIn || !atPhoneWidth) return;
  const opener = page.getByRole('button', { name: 'Open navigation' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
};

// At a laptop's two common sizes, or two phone widths: no list scrolls sideways,
// no text is cut or printed over other text (support/layout-checks.ts).
const fitsAtCommonSizes: ScreenCheck = ({ page, atPhoneWidth }) => expectFitsAtWidths(page, atPhoneWidth);

// Run in this order at every screen once its content shows; a new check joins the list.
export const screenChecks: ScreenCheck[] = [
  nothingScrollsSideways,
  fitsAtCommonSizes,
  skipLinkComesFirst,
  phoneNavigationOpensFromKeyboard,
];

// A signed-in screen is reached as a member moves between screens, inside the
// app (the router follows the history, as on Back): a full load of each, with
// the app's code and axe read afresh, cost the sweep a second and a half a
// screen. A public page, an entry of its own, is loaded as a visitor's link does.
async function openScreen(page: Page, path: string, signedIn: boolean) {
  if (!signedIn) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

export async function checkScreen(page: Page, screen: Screen, { signedIn }: { signedIn: boolean }) {
  await test.step(screen.name, async () => {
    await openScreen(page, screen.path, signedIn);
    await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
    if (screen.content) await expect(page.getByText(screen.content).first()).toBeVisible();
    const atPhoneWidth = (page.viewportSize()?.width ?? 0) < 768;
    for (const check of screenChecks) await check({ page, screen, signedIn, atPhoneWidth });
    await checkAccessibleInBothSchemes(page, screen.name);
  });
}

// A dialog (or the phone navigation) while it is open, as a screen is checked.
export async function checkOpenDialog(page: Page, name: string) {
  await test.step(`${name} (open)`, async () => {
    await expectFitsAtWidths(page, (page.viewportSize()?.width ?? 0) < 768);
    await checkAccessibleInBothSchemes(page, name);
  });
}

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Only colours change in dark: its pass checks them alone.
const colourRules = ['color-contrast', 'link-in-text-block'];
const blocking = new Set(['serious', 'critical']);
const axeAlreadyLoaded = 'void 0';

async function expectNoSeriousViolation(page: Page, where: string, scheme: 'light' | 'dark') {
  // Legacy mode runs axe in the page itself, where the default opens a blank page to merge the results of
  // each frame: the app has no frames, and the sweep runs axe twice a screen. Once in a page, axe stays
  // until the next full load: injecting its half megabyte again took longer than the audit.
  const loaded = await page.evaluate(() => 'axe' in window);
  const axe = new AxeBuilder({ page, ...(loaded && { axeSource: axeAlreadyLoaded }) }).setLegacyMode();
  const { violations } = await (scheme === 'light' ? axe.withTags(wcagAA) : axe.withRules(colourRules)).analyze();
  // Each violation's rule, what it asks and where, with axe's own words for each place (a contrast's colours).
  const found = violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => `  at ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`),
    ]);
  expect(found, `axe at ${where} (${scheme})`).toEqual([]);
}

const screenshotFolder = path.resolve(import.meta.dirname, '..', 'screenshots');

// The page as a reviewer would see it, without running the product (docs/testing.md).
async function saveScreenshot(page: Page, file: string) {
  await page.screenshot({ path: path.join(screenshotFolder, test.info().project.name, file), fullPage: true });
}

// The app follows the device's dark setting. Chromium reports a changed media
// query to the page's listeners before it runs the next animation frame, so a
// frame later the page shows the new scheme, but some colours fade to it (a
// segmented control's chosen label over 200 ms): axe reads them once every
// transition has ended, not half-way (no fixed wait).
async function preferColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  // A page pinned to one scheme (a stored choice) would be audited in the wrong one.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

async function checkAccessibleInBothSchemes(page: Page, name: string) {
  await expectNoSeriousViolation(page, name, 'light');
  await saveScreenshot(page, `${name}-light.png`);
  await preferColorScheme(page, 'dark');
  await expectNoSeriousViolation(page, name, 'dark');
  await saveScreenshot(page, `${name}-dark.png`);
  await preferColorScheme(page, 'light');
}

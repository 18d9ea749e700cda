import { atPhoneWidthToo, expect, test } from '../../support/test';

test.describe('landing page', () => {
  test('Get Started leads to account creation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/create-account$/);
  });

  test('a returning user finds Log in in the top bar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the top bar changes its look once the page is scrolled', async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await expect(topBar).not.toHaveAttribute('data-scrolled');
    const before = await topBar.evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.mouse.wheel(0, 800);
    await expect(topBar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => topBar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(before);
  });

  test.describe('for a visitor who has not asked for reduced motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the screenshot galleries scroll on their own and return to the top at the end', async ({ page }) => {
      await page.goto('/');
      const gallery = page.getByTestId('screenshot-gallery').first();
      await gallery.scrollIntoViewIfNeeded();
      // Keep the pointer off the gallery: hovering it pauses the movement.
      await page.mouse.move(0, 0);

      // A full cycle (down to the end, back to the top) takes about two seconds:
      // its positions are sampled until it is back at the top.
      const positions: number[] = [];
      await expect
        .poll(
          async () => {
            positions.push(await gallery.evaluate((element) => element.scrollTop));
            return wentBackToTop(positions);
          },
          { intervals: [150], timeout: 15_000 },
        )
        .toBe(true);
      expect(Math.max(...positions)).toBeGreaterThanOrEqual(600);
    });
  });

  test(
    'shows the headline, five avatars and the 2024 footer without sideways scrolling',
    atPhoneWidthToo,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Look after every stakeholder');
      await expect(page.getByRole('group', { name: 'Support staff who use SRM' }).getByRole('img')).toHaveCount(5);
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  test('every image on the page loads', async ({ page }) => {
    await page.goto('/');
    // The page is a lazily loaded route: 'load' can come before it is drawn, and
    // an image drawn after the eager switch below would stay lazy and never decode.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const broken = await page.evaluate(async () => {
      const images = [...document.images];
      // Lazy images load only near the viewport: ask for every one now, then wait for each.
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
    });
    expect(broken).toEqual([]);
  });
});

// The gallery only moves down between returns to the top, so a position well
// above one seen earlier means it went back to the top (sampling may miss 0 itself).
function wentBackToTop(positions: number[]) {
  const deep = positions.findIndex((position) => position >= 600);
  return deep >= 0 && positions.slice(deep).some((position) => position <= 400);
}

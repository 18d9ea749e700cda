import { screenshotPng } from '../../support/images';
import { chooseOption } from '../../support/select';
import { openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

test('a stakeholder sends feedback with screenshots from a phone, and staff turn it into a ticket', async ({
  page,
  browser,
  isMobile,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });

  // The organisation shares its Neo form's link.
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByText('Whoops... No Feedbacks submitted')).toBeVisible();
  const neoCard = page.getByRole('article', { name: 'Neo' });
  await expect(neoCard).toContainText('0 responses');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await neoCard.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const formLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(formLink).toMatch(/\/form\/neo\/[0-9a-f-]{36}$/);

  // A stakeholder opens it on a phone and sends two screenshots.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders,
  });
  const form = await phone.newPage();
  await form.goto(formLink);
  await expect(form).toHaveTitle('Feedback Form');
  await expect(form.getByRole('heading', { name: 'Feedback Form' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Name').fill('Ngozi Okafor');
  await form.getByLabel('Email').fill('ngozi.okafor@example.ng');
  await form.getByLabel('Phone').fill('80312');
  await form.getByLabel('Subject').fill('Login screen freezes after the update');
  await form
    .getByLabel('Message')
    .fill('Since this morning the app freezes on the login screen.\nSee the screenshots.');
  const picker = form.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Add images' }).click();
  await (await picker).setFiles([
    screenshotPng('frozen-login.png', [200, 40, 40]),
    screenshotPng('wrong-one.png', [40, 40, 200]),
    screenshotPng('error-banner.png', [40, 160, 40]),
  ]);
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(3);
  await form.getByRole('button', { name: 'Remove wrong-one.png' }).click();
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Enter a Nigerian phone number, e.g. 0803 123 4567')).toBeVisible();
  await form.getByLabel('Phone').fill('0803 123 4567');
  await form.getByRole('button', { name: 'Submit' }).click();
  const sent = form.getByRole('dialog', { name: 'Feedback Form Submitted Successfully' });
  await expect(sent).toContainText("You've successfully Submitted a feedback form");
  await expect(sent).toContainText('FBK-000001');
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
  await phone.close();

  // Staff find it in the inbox and open its images.
  await page.reload();
  await expect(neoCard).toContainText('1 response');
  const row = page.getByRole('row').filter({ hasText: 'FBK-000001' });
  await expect(row).toContainText('Ngozi Okafor');
  await expect(row).toContainText('Neo');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Login screen freezes after the update');
  await row.click();
  await expect(page).toHaveURL(/\/feedback\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Login screen freezes after the update' })).toBeVisible();
  await expect(page.getByText('ngozi.okafor@example.ng')).toBeVisible();
  await expect(page.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  const images = page.getByRole('list', { name: 'Images' });
  await expect(images.getByRole('img')).toHaveCount(2);
  await expect(images.getByRole('link', { name: 'Download frozen-login.png' })).toHaveAttribute(
    'download',
    'frozen-login.png',
  );
  await images.getByRole('button', { name: 'Open frozen-login.png' }).click();
  const viewer = page.getByRole('dialog', { name: 'frozen-login.png' });
  const large = viewer.getByRole('img', { name: 'frozen-login.png' });
  await expect(large).toBeVisible();
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await page.keyboard.press('Escape');

  // Two clicks: Create a Ticket, filled in from the feedback, then Create Ticket.
  await page.getByRole('button', { name: 'Create a Ticket' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create a Ticket' });
  await expect(wizard.getByLabel('Stakeholder Name')).toHaveValue('Ngozi Okafor');
  await expect(wizard.getByLabel('Stakeholder Email')).toHaveValue('ngozi.okafor@example.ng');
  await expect(wizard.getByLabel('Ticket Title')).toHaveValue('Login screen freezes after the update');
  await chooseOption(page, wizard, 'Priority', 'High');
  await chooseOption(page, wizard, 'SLA Category', 'Standard');
  await chooseOption(page, wizard, 'Ticket Handler', /Adaeze Okonkwo/);
  await wizard.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByRole('dialog', { name: 'Ticket Created Successfully' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The ticket links back to the feedback, and resolving it resolves the feedback.
  await page.getByRole('link', { name: /^Ticket TCK-000001/ }).click();
  await expect(page).toHaveURL(/\/tickets\/TCK-000001$/);
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details.getByRole('link', { name: /FBK-000001/ })).toBeVisible();
  await details.getByRole('button', { name: 'Resolve Ticket' }).click();
  await page
    .getByRole('region', { name: /^Resolve TCK-000001/ })
    .getByRole('button', { name: 'Resolve Ticket' })
    .click();
  await expect(page.getByText('Ticket resolved')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: /^Ticket TCK-000001/ })).toContainText('Resolved');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'FBK-000001' })).toContainText('Resolved');

  // Each product has a page of its own feedback.
  await neoCard.getByRole('link', { name: 'Neo' }).click();
  await expect(page).toHaveURL(/\/feedback-product\/neo$/);
  await expect(page.getByRole('row').filter({ hasText: 'FBK-000001' })).toContainText('Resolved');
  await page.goto('/feedback-product/oberon');
  await expect(page.getByText('Whoops... No Feedbacks submitted')).toBeVisible();
});

test('a form link with an unknown organisation says the form does not exist', async ({ page }) => {
  await page.goto('/form/acadaboo/00000000-0000-4000-8000-000000000000');

  await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await expect(
    page.getByText('This feedback form does not exist. Please check the link you were given.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

import { latestCode, uniqueEmail } from '../../support/mailbox';
import { openNavigation, signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import { atPhoneWidthToo, expect, test } from '../../support/test';

// docs/product.md#chat: a stakeholder writes from their phone; staff see the
// red dot, open the conversation, see them typing and answer; the answer
// arrives live, and a reload of the stakeholder's page keeps the conversation.
// On a new device the same email sees nothing of it until the emailed code.
test(
  'a stakeholder writes from a phone and staff answer live',
  atPhoneWidthToo,
  async ({ page, browser, isMobile, extraHTTPHeaders }) => {
    test.setTimeout(90_000);
    await signInAsNewManager(page, { setUp: true });
    const organization = (await (
      await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) })
    ).json()) as { id: string; name: string };
    const email = uniqueEmail('ngozi');

    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders,
    });
    const stakeholder = await phone.newPage();
    await stakeholder.goto(`/chat/${organization.id}`);
    await expect(stakeholder.getByRole('heading', { name: `Chat with ${organization.name}` })).toBeVisible();
    await stakeholder.getByRole('button', { name: 'Start chat' }).click();
    await expect(stakeholder.getByText('Name is required')).toBeVisible();
    await stakeholder.getByLabel('Name').fill('Ngozi Bello');
    await stakeholder.getByLabel('Email').fill(email);
    await stakeholder.getByRole('button', { name: 'Start chat' }).click();
    const stakeholderMessages = stakeholder.getByRole('log', { name: 'Messages' });
    await stakeholder.getByRole('textbox', { name: 'Message' }).fill('Hello, my receipt for March is missing');
    await stakeholder.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(stakeholderMessages).toContainText('Hello, my receipt for March is missing');

    // Staff find the new conversation marked unread, and open it.
    const navigation = await openNavigation(page, isMobile);
    await navigation.getByRole('link', { name: 'Chats' }).click();
    const entry = page.getByRole('button', { name: /Ngozi Bello/ });
    await expect(entry.getByRole('img', { name: 'Unread' })).toBeVisible();
    await entry.click();
    await expect(page.getByRole('heading', { name: email })).toBeVisible();
    const staffMessages = page.getByRole('log', { name: 'Messages' });
    await expect(staffMessages).toContainText('Hello, my receipt for March is missing');

    await stakeholder.getByRole('textbox', { name: 'Message' }).fill('It was paid on the 3rd');
    await expect(page.getByText('Typing...')).toBeVisible();
    await stakeholder.getByRole('button', { name: 'Send' }).click();
    await expect(staffMessages).toContainText('It was paid on the 3rd');

    await page.getByRole('textbox', { name: 'Message' }).fill('Sorry about that, Ngozi. We are sending it now.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(stakeholderMessages).toContainText('We are sending it now.');

    // The stakeholder's browser keeps the chat.
    await stakeholder.reload();
    await expect(stakeholder.getByRole('log', { name: 'Messages' })).toContainText('We are sending it now.');
    await expect(stakeholder.getByRole('log', { name: 'Messages' })).toContainText(
      'Hello, my receipt for March is missing',
    );

    if (!isMobile) {
      // A new device: a conversation of its own, nothing of the earlier one, until the code emailed to the address.
      const newDevice = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders,
      });
      const later = await newDevice.newPage();
      await later.goto(`/chat/${organization.id}`);
      await later.getByLabel('Name').fill('Ngozi Bello');
      await later.getByLabel('Email').fill(email);
      await later.getByRole('button', { name: 'Start chat' }).click();
      await expect(later.getByText(`We sent a code to ${email}.`)).toBeVisible();
      const laterMessages = later.getByRole('log', { name: 'Messages' });
      await expect(laterMessages).toContainText('No messages yet.');
      // By keyboard: the first box has the focus, Enter verifies.
      await expect(later.getByRole('textbox', { name: 'Code digit 1 of 6' })).toBeFocused();
      await later.keyboard.type(await latestCode(later.request, email));
      await later.keyboard.press('Enter');
      await expect(laterMessages).toContainText('Hello, my receipt for March is missing');
      await expect(laterMessages).toContainText('We are sending it now.');
      await expect(later.getByRole('heading', { name: 'You have chatted with us before' })).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Message' }).fill('Welcome back, Ngozi.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(laterMessages).toContainText('Welcome back, Ngozi.');
      // The first browser never proved the email: once someone did, its chat ends.
      await expect(stakeholder.getByText('Your chat has ended.')).toBeVisible({ timeout: 20_000 });
      await newDevice.close();
    }

    if (isMobile) {
      // Under 600 px the conversation covers the list until Back.
      await page.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(page.getByRole('button', { name: /Ngozi Bello/ })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /Ngozi Bello/ }).getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await phone.close();
  },
);

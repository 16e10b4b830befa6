import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { loginAs, mainMenu } from '../support/auth';

const CLEAN = 'No problems: the files pass every check.';
const status = (page: Page) => page.getByTestId('studio-problem-status');

async function openStudio(page: Page) {
  await page.goto('/config-studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Config studio' })).toBeVisible();
  await expect(status(page)).toHaveText(CLEAN);
}

/** forms/ph.json in the editor, "email" typed into the recipient's required list (its first line). */
async function requireEmailInPh(page: Page) {
  await page.getByLabel('Files').selectOption('forms/ph.json');
  const editor = page.getByRole('textbox', { name: 'Content of forms/ph.json' });
  await expect(editor).toContainText('"recipient"');
  await editor.getByText('"contact"').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"email",');
  await expect(editor).toContainText('"email",');
  await expect(status(page)).toHaveText(CLEAN);
}

test.describe('config studio: what if and form preview', () => {
  test('what if: a Thai point that is not a franchisee has no Create post, with the reason; a franchisee has it', async ({ page }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'What if' }).click();
    const menu = page.getByTestId('whatif-menu');
    // A plugin's own menu label reads as words on this public page too.
    await expect(menu.getByText('Parcels in store', { exact: true })).toBeVisible();
    await expect(menu).not.toContainText('store.menu');
    await page.getByLabel('Country of the point').selectOption('th');
    await page.getByLabel('Point field partnerType').fill('SHOP');
    await expect(menu.locator('[data-menu-id="sendParcels"]').first()).toBeVisible();
    await expect(menu.locator('[data-menu-id="createPost"]')).toHaveCount(0);
    await expect(page.getByTestId('whatif-tiles').locator('[data-menu-id="createPost"]')).toHaveCount(0);
    await expect(page.getByTestId('whatif-hidden').locator('[data-menu-id="createPost"]')).toHaveText('Create post: Not allowed for this point');

    await page.getByLabel('Point field partnerType').fill('FRANCHISEE');
    await expect(menu.locator('[data-menu-id="createPost"]')).toHaveText('Create post');
    await expect(page.getByTestId('whatif-tiles').locator('[data-menu-id="createPost"]')).toHaveCount(1);
    await expect(page.getByTestId('whatif-hidden').locator('[data-menu-id="createPost"]')).toHaveCount(0);

    // The permission itself: off, the franchisee loses it too.
    await page.getByRole('checkbox', { name: 'allowCreatePost' }).uncheck();
    await expect(menu.locator('[data-menu-id="createPost"]')).toHaveCount(0);

    // The route table: insights off closes /analytics, with its reason.
    const analytics = page.getByTestId('whatif-routes').locator('[data-route-id="businessAnalytics"]');
    await expect(analytics).toContainText('/analytics');
    await expect(analytics).toHaveAttribute('data-allowed', 'true');
    await page.getByRole('checkbox', { name: 'allowViewInsights' }).uncheck();
    await expect(analytics).toContainText('Not allowed: its gate is closed for this point');
    await expect(analytics).toHaveAttribute('data-allowed', 'false');
  });

  test("what if never touches the portal of an operator logged in in another tab", async ({ page, context }) => {
    await loginAs(page, 'sg-demo');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    // The studio's own drafts aside, and `loglevel`, which the editor's schema library (codemirror-json-schema) sets.
    const portalStorage = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => !k.startsWith('configStudio.') && k !== 'loglevel').sort()));
    const before = await portalStorage();

    const studio = await context.newPage();
    await openStudio(studio);
    await studio.getByRole('tab', { name: 'What if' }).click();
    await studio.getByLabel('Country of the point').selectOption('th');
    await studio.getByLabel('Point field partnerType').fill('FRANCHISEE');
    await studio.getByLabel('Design').selectOption('newDesign');
    await expect(studio.getByText('Menu in use: new design')).toBeVisible();
    await studio.getByRole('checkbox', { name: 'allowViewInsights' }).uncheck();
    await expect(studio.getByTestId('whatif-routes').locator('[data-route-id="businessAnalytics"]')).toHaveAttribute('data-allowed', 'false');

    expect(await portalStorage()).toBe(before);
    // The operator's portal, reloaded, is still the Singapore point with its own menu.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Business analytics' })).toBeVisible();
  });

  test('email made required in forms/ph.json: the previewed ph recipient form refuses an empty email, in any language', async ({ page }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'Form preview' }).click();
    await page.getByLabel('Country', { exact: true }).selectOption('ph');
    const form = page.getByTestId('form-preview');
    const email = form.getByRole('textbox', { name: /Recipient email/ });
    // As served, email is optional: checking the empty form says nothing about it.
    await page.getByRole('button', { name: 'Check the whole form' }).click();
    await expect(form.getByRole('textbox', { name: /Recipient name|Name/ }).first()).toHaveAccessibleDescription(/This field cannot be left blank/);
    await expect(email).not.toHaveAccessibleDescription(/This field cannot be left blank/);
    // Typing shows the field's own messages.
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);

    await page.getByRole('tab', { name: 'Edit' }).click();
    await requireEmailInPh(page);
    await page.getByRole('tab', { name: 'Form preview' }).click();
    // The typed values stay across the edit.
    await expect(email).toHaveValue('not-an-email');
    await email.fill('');
    await page.getByRole('button', { name: 'Check the whole form' }).click();
    await expect(email).toHaveAccessibleDescription(/This field cannot be left blank/);

    await page.getByLabel('Language of the form').selectOption('th');
    await page.getByRole('button', { name: 'Check the whole form' }).click();
    const thaiEmail = form.getByRole('textbox', { name: /อีเมลผู้รับ/ });
    await expect(thaiEmail).toHaveAccessibleDescription(/ต้องกรอกช่องนี้/);
    // Every message the form can show, in the picked language: email's required one among them.
    await form.getByText(/^The \d+ messages this form can show$/).click();
    await expect(form.getByTestId('form-messages').getByRole('listitem').filter({ hasText: /^email required: ต้องกรอกช่องนี้$/ })).toHaveCount(1);
  });

  test('every form of every country draws in the preview, its required fields refused when empty', async ({ page }) => {
    await openStudio(page);
    await page.getByRole('tab', { name: 'Form preview' }).click();
    const country = page.getByLabel('Country', { exact: true });
    const kind = page.getByLabel('Form', { exact: true });
    const form = page.getByTestId('form-preview');
    await expect(form).toBeVisible();
    const codes = await country.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect([...codes].sort()).toEqual(['id', 'ma', 'mm', 'my', 'ph', 'sg', 'th', 'vn']);
    for (const code of codes) {
      await country.selectOption(code);
      const kinds = await kind.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(kinds, code).toEqual(expect.arrayContaining(['recipient', 'pack', 'shipper']));
      for (const k of kinds) {
        await kind.selectOption(k);
        await expect(form, `${code} ${k}`).toHaveAttribute('aria-label', `${k} form of ${code}`);
        await page.getByRole('button', { name: 'Check the whole form' }).click();
        await expect(form.locator('[aria-invalid="true"]').first(), `${code} ${k}`).toBeVisible();
        await expect(form.getByText(/Something went wrong|No widget/)).toHaveCount(0);
      }
    }
  });

  test('every panel axe clean and usable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openStudio(page);
    // A change, so the Changes panel has a diff to show.
    await page.getByRole('tab', { name: 'Edit' }).focus();
    await requireEmailInPh(page);
    const tabs = ['Edit', 'What if', 'Form preview', 'Changes', 'New country from…'];
    // The tabs follow the arrow keys.
    await page.getByRole('tab', { name: 'Edit' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'What if' })).toBeFocused();
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      if (name === 'Form preview') await expect(page.getByTestId('form-preview')).toBeVisible();
      if (name === 'Changes') await expect(page.getByTestId('changed-file')).toHaveCount(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, name).toBeLessThanOrEqual(360);
      await expectNoSeriousA11yViolations(page, `/config-studio ${name}`);
    }
  });
});

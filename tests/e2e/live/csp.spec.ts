// The live build under its own Content Security Policy (index.html's meta, made at build time), served with the
// simulated API on the same origin: logging in and every landed page raise no policy violation, and the policy is
// really enforced (an inline script is refused).
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

/** Every policy violation the page reports, as 'directive blocked-uri'. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) seen.push(m.text()); });
  return seen;
}

test('logged in, every landed page of the live build runs under its policy with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/login');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("object-src 'none'");

  await login(page, 'sg-demo');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const pages: Array<[string, RegExp | string]> = [
    ['/settings', 'Settings'],
    ['/settings/activity', 'Activity'],
    ['/settings/scanner', 'Scanner'],
    ['/send-parcel', 'Drop off and return'],
    ['/new-order', /order/i],
    ['/rate-calculator', 'Rate calculator'],
    ['/shipper-search', /Shipper/],
    ['/shipper-create', /Shipper|sign/i],
    ['/collect', 'Customer collect'],
    ['/collect/cash-drawer', 'Cash drawer: COD today'],
    ['/history', 'History'],
    ['/dashboard', "Today's parcel overview"],
    ['/payments', 'Payment overview'],
    ['/parcels-in-store', 'Parcels in store'],
    // apexcharts writes its styles into the page when it draws: the charts are on screen before the next page.
    ['/analytics', 'Business analytics'],
    ['/analytics/shippers', 'Shipper analytics'],
    // A logged-in start on home: the plain frame first, then the portal.
    ['/', /^Hello, /],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    if (path.startsWith('/analytics')) await expect(page.getByTestId('bar-chart').first().locator('svg').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The config error screen and the forms' validator chunk also ran under the policy: nothing was refused.
  expect(violations).toEqual([]);
});

test('the config studio runs under the policy: the editor, its checks and every panel', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/config-studio');
  await expect(page.getByTestId('studio-problem-status')).toHaveText('No problems: the files pass every check.');
  // An edit: completion, the schema's hover and the shared check's validators all run as the admin types.
  await page.getByLabel('Files').selectOption('countries/ph.json');
  const editor = page.getByRole('textbox', { name: 'Content of countries/ph.json' });
  await editor.getByText('"+63"').click();
  await page.keyboard.type('x');
  await expect(page.getByTestId('studio-problem-status')).toHaveText('Problems found: 1');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('studio-problem-status')).toHaveText('No problems: the files pass every check.');
  await page.getByRole('tab', { name: 'What if' }).click();
  await page.getByLabel('Country of the point').selectOption('th');
  await expect(page.getByText(/Create post/).first()).toBeVisible();
  // The form preview checks an edited schema's patterns and lengths without compiling code.
  await page.getByRole('tab', { name: 'Form preview' }).click();
  await page.getByLabel('Country', { exact: true }).selectOption('ph');
  await page.getByRole('button', { name: 'Check the whole form' }).click();
  await expect(page.getByTestId('form-preview').getByText(/This field cannot be left blank/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Changes' }).click();
  await page.getByRole('tab', { name: 'New country from…' }).click();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the policy is enforced: an inline script is refused and reported', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/login');
  await expect(page.locator('input[name=username]')).toBeVisible();
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.inlineRan = true;';
    document.head.append(s);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});

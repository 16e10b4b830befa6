/* global window -- used inside functions that run in the page */
// The typing part of the new-order bench (orders/index.mjs), on a /new-order page already loaded with the
// probe of probe.mjs and the CPU slowed down: fills the order the way an operator does (stamp id, sender
// search and pick, recipient mobile number, postcode, state and city) and types the recipient name and the street
// address with page.keyboard.type one key at a time: each key once the previous key's frame is out plus a pause
// (gapMs). Only the name and address keys are measured. Per key:
//   eventTiming: Event Timing (what INP uses): the end of the latest keydown/keypress/beforeinput/input entry of the
//     key (its startTime + duration, i.e. the next paint after its handlers) minus the keydown's timestamp; null when
//     no entry reached the 16 ms threshold (the key took under 16 ms);
//   rafProbe: keydown timestamp to the frame after the value changed (rAF + MessageChannel, see probe.mjs).
export const RECIPIENT_NAME = 'Nurul Aisyah binte Abdullah';
export const STREET_ADDRESS = 'Blk 190 Lorong 6 Toa Payoh #01-510';

async function typeMeasured(page, locator, text, gapMs) {
  await locator.click();
  const from = await page.evaluate(() => {
    window.__ordersBench.armed = true;
    return window.__ordersBench.keys.length;
  });
  let lost = 0;
  for (const [i, ch] of [...text].entries()) {
    await page.keyboard.type(ch);
    if (!(await page.evaluate((n) => window.__ordersBench.waitKey(n), from + i))) lost += 1;
    await page.waitForTimeout(gapMs);
  }
  await page.evaluate(() => { window.__ordersBench.armed = false; });
  const value = await locator.inputValue();
  return { from, lost, typedOk: value === text, value };
}

/** Runs `fn` as the named step; a failure names the step (and only notes it when the step is optional). */
async function step(name, fn, notes, optional = false) {
  try {
    await fn();
    return true;
  } catch (e) {
    const msg = `${name}: ${String(e?.message ?? e).split('\n')[0]}`;
    if (!optional) throw new Error(msg, { cause: e });
    notes.push(`optional step failed, ${msg}`);
    return false;
  }
}

/**
 * Runs the scenario; returns what was typed and where it started (page time, ms). `around(field, run)`, when given,
 * wraps the typing of each measured field (the profiler starts and stops there).
 */
export async function fillOrder(page, api, { gapMs, log, notes, around = (_field, run) => run() }) {
  const steps = [];
  const nameInput = page.locator('input[id$="_name"]').first();
  const key = (await nameInput.getAttribute('id')).replace(/_name$/, '');
  const byId = (field) => page.locator(`#${key}_${field}`);
  const startedAt = await page.evaluate(() => performance.now());
  page.setDefaultTimeout(15_000);

  if (await step('stamp id', async () => {
    const stamp = page.locator(`input#${key}-stamp, #${key}-stamp input`).first();
    await stamp.fill('SGSTAMP0001234', { timeout: 5000 });
    await stamp.press('Tab');
  }, notes, true)) steps.push('stamp id');
  await step('sender search and pick', async () => {
    await page.getByRole('textbox', { name: "Shipper's contact number" }).fill('91234501');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /^Select / }).first().click();
    await page.getByTestId('selected-shipper').waitFor();
  }, notes);
  await step('recipient mobile number', () => byId('contact').fill('91234567'), notes);
  steps.push('sender picked', 'mobile number');

  const name = await around('name', () => typeMeasured(page, nameInput, RECIPIENT_NAME, gapMs));
  log(`typed the recipient name (${RECIPIENT_NAME.length} keys)`);

  await step('postcode and location', async () => {
    await byId('postCode').fill('310190');
    await byId('state').selectOption('Central');
    await byId('city').selectOption('Toa Payoh');
    if ((await byId('district').inputValue()) === '') await byId('district').selectOption('Toa Payoh Central');
  }, notes);
  steps.push('postcode, state, city, district');

  const address = await around('address', () => typeMeasured(page, byId('address'), STREET_ADDRESS, gapMs));
  log(`typed the street address (${STREET_ADDRESS.length} keys)`);
  // The price is asked at most every 500 ms: give its trailing call time to land before the figures are read.
  const priced = await waitFor(() => api.calls.some((c) => /^POST .*\/price$/.test(c)), 4000);
  await page.waitForTimeout(1000);
  return { key, startedAt, steps, name, address, priced };
}

async function waitFor(check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Per-key latencies from the probe's data (see the header). */
export function keyLatencies(probe, typed) {
  const out = [];
  for (const [field, part] of [['name', typed.name], ['address', typed.address]]) {
    const text = field === 'name' ? RECIPIENT_NAME : STREET_ADDRESS;
    const keys = probe.keys.slice(part.from, part.from + text.length);
    keys.forEach((k, i) => {
      // The key's keydown, keypress, beforeinput and input entries start between its keydown and its input event.
      const last = Math.min((k.inputAt ?? k.down) + 1, (keys[i + 1]?.down ?? Infinity) - 1);
      const entries = probe.events.filter((e) => e.name !== 'keyup' && e.start >= k.down - 1 && e.start <= last);
      const end = entries.length ? Math.max(...entries.map((e) => e.start + e.duration)) : null;
      out.push({
        field, key: k.key, down: k.down,
        eventTiming: end === null ? null : end - k.down,
        rafProbe: k.paintAt === null ? null : k.paintAt - k.down,
        valueChangedAfter: k.inputAt === null ? null : k.inputAt - k.down,
      });
    });
  }
  return out;
}

/** median, p95 (nearest rank), max of the numbers; nulls count as `floor` (Event Timing: under its 16 ms threshold). */
export function stats(values, floor = null) {
  const v = values.map((x) => (x === null ? floor : x)).filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const rank = (p) => v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)];
  const mid = Math.floor(v.length / 2);
  return { n: v.length, median: v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2, p95: rank(0.95), max: v.at(-1) };
}

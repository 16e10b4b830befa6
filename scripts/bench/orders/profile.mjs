#!/usr/bin/env node
/* global window -- used inside functions that run in the page */
// Where the new-order page spends its time while the recipient name and address are typed: a CPU profile (CDP
// Profiler) of the bench's typing scenario (typing.mjs) at 4x CPU on an UNMINIFIED live build, so component and
// library functions keep their names. Prints self and inclusive time by function (inclusive: each sample counted
// once per function on its stack) for the functions of src/ and of the largest libraries. A tool for finding what to
// make cheaper; the figures to report come from `npm run bench -- orders`.
//
//   npm run bench -- orders-profile             build into .bench/orders/profile, serve, profile
//   npm run bench -- orders-profile --no-build  profile the build already there
// Env: CHROMIUM_PATH, ORDERS_CPU_RATE (4), ORDERS_PROFILE_TOP (40).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, phoneSession } from '../shared/browser.mjs';
import { buildVariant, needBuilt } from '../shared/build.mjs';
import { logIn } from '../shared/login.mjs';
import { benchHome, root, wantBuild } from '../shared/run.mjs';
import { servePreview } from '../shared/serve.mjs';
import { createOrdersFakeApi } from './fakeApi.mjs';
import { BENCH_USER } from '../shared/simApi.mjs';
import { installOrdersProbe } from './probe.mjs';
import { fillOrder, keyLatencies } from './typing.mjs';

const distRel = `${benchHome}/orders/profile`;
const cpuRate = Number(process.env.ORDERS_CPU_RATE ?? 4) || 4;
const top = Number(process.env.ORDERS_PROFILE_TOP ?? 40) || 40;
/** Our components, to which the library components they render are counted. */
const OWNERS = ['NewOrderPage', 'ShipperPicker', 'ParcelCard', 'CardHeader', 'SectionHeading', 'ParcelFields', 'DeferredInput',
  'DeferredTextarea', 'RecipientForm', 'ConfiguredForm', 'PriceLine', 'PackImageUpload', 'ConfirmDiscard', 'OrderFooter',
  'SenderSection', 'ParcelList', 'FieldTemplate', 'ObjectFieldTemplate', 'BaseInputTemplate', 'PhoneWidget', 'PostcodeWidget',
  'LocationWidget', 'QuickAddressWidget', 'ConsigneeWidget', 'TextareaWidget', 'HiddenWidget', 'PackIdWidget', 'Shell', 'SchemaForm'];
const log = (m) => console.log(`[orders-profile] ${m}`);

if (wantBuild()) buildVariant({ variant: 'live', outDir: distRel, extra: ['--minify', 'false'], log });
needBuilt(distRel);
const server = await servePreview({ dist: distRel, mode: 'production' });
const browser = await launchChromium();
const baseURL = server.base;
try {
  const api = await createOrdersFakeApi();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installOrdersProbe, 'input[id$="_name"]');
  await context.addInitScript(installRenderCounter, OWNERS);
  await context.route('**/api/**', api.handler);
  const login = await context.newPage();
  login.on("pageerror", (e) => log(`page error: ${e.message}`));
  login.on("console", (m) => { if (m.type() === "error") log(`console: ${m.text()}`); });
  await logIn(login, baseURL, BENCH_USER.username, BENCH_USER.password);
  const page = await context.newPage();
  const cdp = await phoneSession(page, { cpuRate });
  await page.goto(`${baseURL}/new-order`);
  await page.locator('input[id$="_name"]').waitFor({ state: 'visible' });
  await page.waitForTimeout(1500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // Only the typing of the measured fields is profiled: the filling in between is not what a keystroke waits for.
  const profiles = [];
  const around = async (field, run) => {
    await cdp.send('Profiler.start');
    const out = await run();
    profiles.push((await cdp.send('Profiler.stop')).profile);
    return out;
  };
  const typed = await fillOrder(page, api, { gapMs: 100, log, notes: [], around });
  writeFileSync(join(root, benchHome, 'orders-profile.json'), JSON.stringify(profiles));
  summarise(profiles);
  const commits = await page.evaluate(() => window.__ordersRenders.commits);
  const probe = await page.evaluate(() => JSON.parse(JSON.stringify(window.__ordersBench)));
  printRenders(commits, probe.keys.map((k) => k.down));
  // Keys slower than 40 ms (Event Timing; profiling slows every key a little), to lay beside the commits above.
  const slow = keyLatencies(probe, typed).filter((k) => (k.eventTiming ?? 0) > 40);
  console.log(`\nKeys over 40 ms: ${slow.map((k) => `${k.field} '${k.key}' ${Math.round(k.eventTiming)} ms at ${Math.round(k.down)}`).join(', ') || 'none'}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}


/**
 * Runs in the page: a stand-in for the React DevTools hook that, on every commit, counts the components whose render
 * function ran (the PerformedWork flag on a fiber that is new since the last commit), each counted to the nearest of `owners` above it.
 */
function installRenderCounter(owners) {
  const ownerSet = new Set(owners);
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return null;
    return t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name || null;
  };
  const rec = { commits: [] };
  // A fiber that renders becomes current as a new object (its alternate); one skipped stays the same object.
  const seen = new WeakSet();
  window.__ordersRenders = rec;
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    inject() { return nextId++; },
    onCommitFiberRoot(_id, root) {
      const by = {};
      let total = 0;
      const walk = (fiber, owner) => {
        for (let f = fiber; f; f = f.sibling) {
          const name = nameOf(f);
          const mine = name && ownerSet.has(name) ? name : owner;
          // FunctionComponent 0, ClassComponent 1, ForwardRef 11, SimpleMemo 15; PerformedWork is flag 1.
          const fresh = !seen.has(f);
          seen.add(f);
          if (f.alternate) seen.delete(f.alternate);
          if (fresh && [0, 1, 11, 15].includes(f.tag) && (f.flags & 1) === 1) {
            total += 1;
            by[mine] = (by[mine] ?? 0) + 1;
          }
          walk(f.child, mine);
        }
      };
      walk(root.current.child, '(outside)');
      if (total) rec.commits.push({ at: performance.now(), total, by });
    },
  };
}

function printRenders(commits, keyDowns) {
  const from = Math.min(...keyDowns) - 2000;
  console.log(`\nCommits from 2 s before the first measured key (${commits.filter((c) => c.at >= from).length}); components rendered, by owner:`);
  const sum = {};
  for (const c of commits.filter((x) => x.at >= from)) {
    const near = keyDowns.filter((d) => d <= c.at).length;
    const by = Object.entries(c.by).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`  ${c.at.toFixed(0).padStart(6)} ms (after key ${near}): ${c.total} — ${by}`);
    for (const [k, v] of Object.entries(c.by)) sum[k] = (sum[k] ?? 0) + v;
  }
  console.log(`  totals: ${Object.entries(sum).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

function summarise(profiles) {
  const self = new Map();
  const incl = new Map();
  for (const profile of profiles) add(profile, self, incl);
  const print = (title, m) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
  };
  print('Self time while typing (ms)', self);
  print('Inclusive time while typing (ms)', incl);
}

function add(profile, self, incl) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url.split('/').pop() || f.url || '(native)';
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  };
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? dt[i] ?? 0) / 1000;
    const n = byId.get(id);
    if (!n || ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) {
      const k = n?.callFrame.functionName ?? '?';
      self.set(k, (self.get(k) ?? 0) + ms);
      return;
    }
    self.set(label(n), (self.get(label(n)) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (seen.has(l)) continue;
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + ms);
    }
  });
}

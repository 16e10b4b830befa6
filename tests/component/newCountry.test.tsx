// A ninth country from config alone (Cambodia, kh): the shipped config/ plus the fixture's two files
// (tests/fixtures/new-country) and "kh" in portal.json's countries. No file under src changes: the config check
// accepts it, kh-demo logs in, the portal names the country from its file, and the simulated API seeds it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countryApi } from '../../src/kernel';
import { handlers as ordersHandlers } from '../../src/plugins/orders/sim';
import { handlers as shipperHandlers } from '../../src/plugins/shippers/sim';
import { renderPortal, resetPortal, setupPortalServer, useConfigDir } from '../harness/renderPortal';

setupPortalServer([...ordersHandlers, ...shipperHandlers]);
afterEach(resetPortal);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'config-kh-'));
  cpSync('config', dir, { recursive: true });
  cpSync('tests/fixtures/new-country', dir, { recursive: true });
  const portal = JSON.parse(readFileSync(join(dir, 'portal.json'), 'utf8')) as { countries: string[] };
  portal.countries.push('kh');
  writeFileSync(join(dir, 'portal.json'), JSON.stringify(portal, null, 2));
  useConfigDir(dir);
});

describe('a country added by config alone', () => {
  it('passes npm run config:check', () => {
    const run = spawnSync('node', ['scripts/config-check.mjs', dir], { encoding: 'utf8' });
    expect(run.stderr + run.stdout).toContain('config:check ok: 9 countries');
    expect(run.status).toBe(0);
  });

  it('kh-demo logs in; Settings names the country from its file', async () => {
    await renderPortal({ path: '/settings', loggedInAs: 'kh-demo' });
    const term = await screen.findByText('Country', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Cambodia');
    expect(within(screen.getByRole('main')).getByText(/Cambodia Demo Point/)).toBeTruthy();
  });

  it("the simulated API seeds its shippers with numbers in the country's prefix", async () => {
    await renderPortal({ path: '/', loggedInAs: 'kh-demo' });
    const api = await countryApi();
    expect(api.defaults.baseURL).toMatch(/\/api\/kh\/$/);
    const res = await api.get<{ data: Array<{ name: string; liaisonContact: string }> }>('2.0/shippers', { params: { contact_no: '91234501', all: true } });
    expect(res.data.data.map((s) => [s.name, s.liaisonContact])).toEqual([['Demo Prepaid Shop', '+85591234501']]);
  });
});

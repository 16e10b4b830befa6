// Adding a plugin, proven: the example plugin under tests/fixtures/plugins/counterNotes declares a page, a form kind,
// a named gate, an event kind and a required service; with its config rows added (route, gate, menu entry, form) it
// works beside orders with no change to the kernel.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addEventSink } from '../../src/kernel';
import { checkPluginNeeds } from '../../src/kernel/pluginHost/needs';
import orders from '../../src/plugins/orders';
import { handlers as ordersHandlers } from '../../src/plugins/orders/sim';
import counterNotes from '../fixtures/plugins/counterNotes';
import en from '../fixtures/plugins/counterNotes/messages/en.json';
import { loadRealConfig, openMainMenu, renderPortal, resetPortal, setupPortalServer, useConfigDir } from '../harness/renderPortal';

setupPortalServer(ordersHandlers);
afterEach(resetPortal);

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/plugins/counterNotes/config/${name}`, 'utf8')) as Record<string, unknown>;

/** What an admin adds for the plugin: its route, its gate, a menu entry in both menus, its form in every country. */
function configWithPlugin(): string {
  const dir = mkdtempSync(join(tmpdir(), 'config-notes-'));
  cpSync('config', dir, { recursive: true });
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
  };
  edit('menus/routes.json', (j) => (j.routes as unknown[]).push(fixture('route.json')));
  edit('gates.json', (j) => Object.assign(j.gates as object, fixture('gate.json')));
  for (const menu of ['menus/legacy.json', 'menus/new-design.json']) edit(menu, (j) => (j.items as unknown[]).push(fixture('menuItem.json')));
  for (const file of readdirSync(join(dir, 'forms'))) edit(`forms/${file}`, (j) => { j.counterNote = fixture('form.json'); });
  return dir;
}

const plugins = [orders, counterNotes];

beforeAll(() => useConfigDir(configWithPlugin(), { plugins, catalogs: [en] }));

describe('an example plugin added with no kernel change', () => {
  it('its config loads clean, and start-up finds what it needs (the gate, the service orders provides)', async () => {
    const { config, warnings } = await loadRealConfig();
    expect(warnings).toEqual([]);
    expect(checkPluginNeeds(config, plugins)).toEqual([]);
    expect(checkPluginNeeds(config, [counterNotes]).map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'src/plugins/counterNotes/index.ts /requires/0 requires service "shipperLookup" (finds shippers by contact number or id, with a picker), which no loaded plugin provides',
    ]);
  });

  it('a point that may post finds it in the menu; the page draws its form from config/forms', async () => {
    const { user } = await renderPortal({ path: '/', plugins, loggedInAs: 'sg-demo' });
    const nav = await openMainMenu(user);
    const link = within(nav).getByRole('link', { name: 'Counter note' });
    expect(link.getAttribute('href')).toBe('/counter-note');
    await user.click(link);
    await screen.findByRole('heading', { name: 'Counter note' });
    for (const label of ['Tracking ID', "Shipper's mobile number", 'Note']) expect(await screen.findByLabelText(new RegExp(`^${label}`))).toBeTruthy();
  });

  it('Save checks the form first; then it finds the shipper through orders and logs its typed event', async () => {
    const events: Array<[string, Record<string, unknown>]> = [];
    const stop = addEventSink((kind, payload) => { if (kind === 'counterNoteSaved') events.push([kind, payload]); });
    try {
      const { user } = await renderPortal({ path: '/counter-note', plugins, loggedInAs: 'sg-demo' });
      await user.click(await screen.findByRole('button', { name: 'Save note' }));
      expect((await screen.findAllByText('This field cannot be left blank')).length).toBe(2);
      expect(events).toEqual([]);

      await user.type(screen.getByLabelText(/^Tracking ID/), 'NVSGP0000001');
      await user.type(screen.getByLabelText(/^Shipper's mobile number/), '91234501');
      await user.type(screen.getByLabelText(/^Note/), 'Box dented on arrival');
      await user.click(screen.getByRole('button', { name: 'Save note' }));
      expect(await screen.findByRole('status', { name: '' })).toHaveProperty('textContent', 'Note saved for Tan Kah Kee Hardware.');
      expect(events).toEqual([['counterNoteSaved', { trackingId: 'NVSGP0000001', shipperId: 3101 }]]);
    } finally {
      stop();
    }
  });

  it('a point that may not post (a company-owned Thai point) has no menu entry and no page', async () => {
    const { user } = await renderPortal({ path: '/counter-note', plugins, loggedInAs: 'th-demo', locale: 'en' });
    await screen.findByRole('heading', { name: /not found/i });
    const nav = await openMainMenu(user);
    expect(within(nav).queryByRole('link', { name: 'Counter note' })).toBeNull();
  });
});

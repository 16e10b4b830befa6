import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadConfigFile } from '../../src/kernel/config/load';
import { findMendingPage } from '../../src/kernel/shell/mendingPage';

const served = (rel: string) => readFileSync(resolve('config', rel), 'utf8');

/** The served files, some replaced. */
function reader(replaced: Record<string, string | null> = {}): ReadConfigFile {
  return (rel) => Promise.resolve(rel in replaced ? (replaced[rel] ?? null) : served(rel));
}

const routes = JSON.parse(served('menus/routes.json')) as { routes: Array<Record<string, unknown>> };
const studioPath = routes.routes.find((r) => r.id === 'configStudio')?.path;

describe('the page that mends a broken config', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('is found where the route table puts it, even when another route entry is wrong', async () => {
    expect(studioPath).toBe('/config-studio');
    const broken = { routes: [{ id: 'home', path: 42, if: { settting: 'x' } }, ...routes.routes] };
    const mend = await findMendingPage(reader({ 'menus/routes.json': JSON.stringify(broken) }));
    expect(mend).toEqual({ href: '/config-studio', here: false, id: 'configStudio' });
  });

  it('knows when the browser is at its address', async () => {
    history.replaceState(null, '', '/config-studio');
    expect((await findMendingPage(reader()))?.here).toBe(true);
  });

  it('follows portal.json to a moved route table, and works with portal.json broken', async () => {
    const portal = JSON.parse(served('portal.json')) as { files: Record<string, string> };
    const moved = { ...portal, files: { ...portal.files, routes: 'menus/moved.json' } };
    const table = JSON.stringify({ routes: [{ id: 'configStudio', path: '/studio' }] });
    expect((await findMendingPage(reader({ 'portal.json': JSON.stringify(moved), 'menus/moved.json': table })))?.href).toBe('/studio');
    expect((await findMendingPage(reader({ 'portal.json': '{ oops' })))?.href).toBe('/config-studio');
  });

  it('is none when a deployment switched it off, or the route table gives no usable path', async () => {
    const portal = JSON.parse(served('portal.json')) as Record<string, unknown>;
    expect(await findMendingPage(reader({ 'portal.json': JSON.stringify({ ...portal, configStudio: false }) }))).toBeNull();
    expect(await findMendingPage(reader({ 'menus/routes.json': '{ oops' }))).toBeNull();
    expect(await findMendingPage(reader({ 'menus/routes.json': null }))).toBeNull();
    expect(await findMendingPage(reader({ 'menus/routes.json': JSON.stringify({ routes: [{ id: 'configStudio', path: 'config-studio' }] }) }))).toBeNull();
  });

  it('never throws on a reader that fails', async () => {
    expect(await findMendingPage(() => Promise.reject(new Error('HTTP 500')))).toBeNull();
  });
});

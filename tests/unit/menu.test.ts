import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REAL_GATES } from '../harness/realConfig';
import { buildMenu, gateContext, highlightedRoute, type MenuEntry, type MenuInputs, type MenuStatus } from '../../src/kernel/routing/access';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import type { CountryCode, DpInfo, MenuConfig, MenuItemDef, RouteDef } from '../../src/kernel/types';
import { findAccount } from '../../src/sim/accounts';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const LEGACY = readJson<MenuConfig>('config/menus/legacy.json').items;
const NEW_DESIGN = readJson<MenuConfig>('config/menus/new-design.json').items;
const ROUTES = readJson<{ routes: RouteDef[] }>('config/menus/routes.json').routes;

/** The menus this file pins, entry by entry and in order (for sg-demo, a new-design point and no one logged in). */
const PINNED = {
  sgLegacy: ['home', 'sendParcels', 'createPost', 'toDriver', 'fromDriver', 'collect', 'businessAnalytics', 'history', 'adminTools', 'settings', 'logout'],
  sgAdminTools: ['rateCalculator', 'shipperSearch'],
  newDesign: ['home', 'dropOffAndReturn', 'createPost', 'toDriver', 'fromDriver', 'customerCollect', 'parcelTracking', 'insights', 'settings', 'logout'],
  loggedOut: ['home', 'history', 'settings', 'logout'],
};

/** The routes a menu entry may open (its route, its alternatives, its children's), found by id in the real menus. */
function routesOf(id: string): string[] {
  const walk = (items: MenuItemDef[]): string[] => items.flatMap((i) => [
    ...(i.id === id ? [i.route, ...(i.routeWhen ?? []).map((w) => w.route), ...(i.children ?? []).map((c) => c.route)] : []),
    ...walk(i.children ?? []),
  ]).filter((r): r is string => typeof r === 'string');
  return walk([...LEGACY, ...NEW_DESIGN]);
}

/**
 * Every route id of the table has a page (only gates decide), but the pages of a plugin that opens none of the pinned
 * entries: a plugin added later brings its own entries and rows, which its own tests check (the example plugin's
 * shows how), and they do not move what is pinned here. Which plugin owns which page comes from the manifests.
 */
const PINNED_ROUTES = new Set(Object.values(PINNED).flat().flatMap(routesOf));
const LATER_PLUGIN_PAGES = new Set(pluginManifests().filter((m) => !m.pages.some((p) => PINNED_ROUTES.has(p.id))).flatMap((m) => m.pages.map((p) => p.id)));
const ALL_PAGES: ReadonlySet<string> = new Set(ROUTES.map((r) => r.id).filter((id) => !LATER_PLUGIN_PAGES.has(id)));
/** Every route id of the table, the later plugins' pages too. */
const EVERY_PAGE: ReadonlySet<string> = new Set(ROUTES.map((r) => r.id));

function demoPoint(username: string): { dp: DpInfo; country: CountryCode } {
  const account = findAccount(username);
  if (!account) throw new Error(`no demo account ${username}`);
  return { dp: structuredClone(account.dp), country: account.country };
}

function inputs(username: string, over: Partial<MenuInputs> & { dp?: Partial<DpInfo> } = {}): MenuInputs {
  const { dp, country } = demoPoint(username);
  const { dp: dpOver, ...rest } = over;
  return {
    items: LEGACY,
    contributed: [],
    routes: ROUTES,
    pages: ALL_PAGES,
    ctx: gateContext({ ...dp, ...dpOver }, country, {}, REAL_GATES),
    ...rest,
  };
}

function ids(entries: MenuEntry[]): string[] {
  return entries.map((e) => e.id);
}

function statusOf(result: ReturnType<typeof buildMenu>, id: string): MenuStatus | undefined {
  return result.report.find((r) => r.id === id)?.status;
}

function find(entries: MenuEntry[], id: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.id === id) return e;
    const inChild = find(e.children, id);
    if (inChild) return inChild;
  }
  return undefined;
}

describe('buildMenu with the real legacy menu', () => {
  it('a Singapore point with every standard permission sees the legacy entries in order', () => {
    const result = buildMenu(inputs('sg-demo'));
    expect(ids(result.entries)).toEqual(PINNED.sgLegacy);
    expect(ids(find(result.entries, 'adminTools')?.children ?? [])).toEqual(PINNED.sgAdminTools);
    expect(statusOf(result, 'driverHandover')).toBe('routeRejected');
    expect(result.report.filter((r) => r.status === 'shown').map((r) => r.id)).toHaveLength(13);
  });

  it('entries carry their route, path and labels', () => {
    const home = find(buildMenu(inputs('sg-demo')).entries, 'toDriver');
    expect(home).toMatchObject({
      routeId: 'toDriver', path: '/to-driver', labelId: 'menu.to_driver', descriptionId: 'menu.to_driver.description',
      icon: 'toDriver', section: 'main', tile: true, trackEvent: 'toDriver', disabled: false, children: [],
    });
  });

  it('shown: home for any logged-in point', () => {
    expect(statusOf(buildMenu(inputs('th-demo')), 'home')).toBe('shown');
  });

  it('gateClosed: Create post for a Thai company-owned point, shown for a Thai franchisee', () => {
    const owned = buildMenu(inputs('th-demo'));
    expect(statusOf(owned, 'createPost')).toBe('gateClosed');
    expect(ids(owned.entries)).not.toContain('createPost');
    const franchisee = buildMenu(inputs('th-franchise-demo'));
    expect(statusOf(franchisee, 'createPost')).toBe('shown');
    expect(find(franchisee.entries, 'createPost')?.path).toBe('/new-order');
  });

  it('routeRejected: To driver and From driver with the new driver handover; Driver handover shows instead', () => {
    const result = buildMenu(inputs('my-handover-demo'));
    expect(statusOf(result, 'toDriver')).toBe('routeRejected');
    expect(statusOf(result, 'fromDriver')).toBe('routeRejected');
    expect(statusOf(result, 'driverHandover')).toBe('shown');
    expect(ids(result.entries)).not.toContain('toDriver');
    expect(ids(result.entries)).toContain('driverHandover');
  });

  it('noPlugin: an entry whose route has no page is left out', () => {
    const pages = new Set([...ALL_PAGES].filter((id) => id !== 'history'));
    const result = buildMenu(inputs('sg-demo', { pages }));
    expect(statusOf(result, 'history')).toBe('noPlugin');
    expect(ids(result.entries)).not.toContain('history');
  });

  it('hiddenInConfig: an entry an admin hid', () => {
    const items = LEGACY.map((i) => (i.id === 'businessAnalytics' ? { ...i, hidden: true } : i));
    const result = buildMenu(inputs('sg-demo', { items }));
    expect(statusOf(result, 'businessAnalytics')).toBe('hiddenInConfig');
    expect(ids(result.entries)).not.toContain('businessAnalytics');
  });

  it('unknownRoute: an entry naming a route that is not in the table', () => {
    const items: MenuItemDef[] = [...LEGACY, { id: 'tickets', labelId: 'menu.history', icon: 'history', route: 'tickets', order: 75 }];
    const result = buildMenu(inputs('sg-demo', { items }));
    expect(statusOf(result, 'tickets')).toBe('unknownRoute');
    expect(ids(result.entries)).not.toContain('tickets');
  });

  it('emptyGroup: Admin tools disappears when none of its children may show', () => {
    const result = buildMenu(inputs('sg-demo', { dp: { allowCreatePost: false, allowCreatePack: false } }));
    expect(statusOf(result, 'rateCalculator')).toBe('routeRejected');
    expect(statusOf(result, 'shipperSearch')).toBe('routeRejected');
    expect(statusOf(result, 'adminTools')).toBe('emptyGroup');
    expect(ids(result.entries)).not.toContain('adminTools');
  });

  it('a group keeps only the children that may show', () => {
    const pages = new Set([...ALL_PAGES].filter((id) => id !== 'shipperSearch'));
    const result = buildMenu(inputs('sg-demo', { pages }));
    expect(ids(find(result.entries, 'adminTools')?.children ?? [])).toEqual(['rateCalculator']);
  });

  it('a logged-out context shows no gated entry', () => {
    const result = buildMenu({ items: LEGACY, contributed: [], routes: ROUTES, pages: ALL_PAGES, ctx: gateContext(null, null, {}) });
    expect(ids(result.entries)).toEqual(PINNED.loggedOut);
  });

  it('with every plugin of the build, the pinned entries keep their order and each other entry opens a later plugin\'s page', () => {
    for (const [username, items, pinned] of [['sg-demo', LEGACY, PINNED.sgLegacy], ['ph-newdesign-demo', NEW_DESIGN, PINNED.newDesign]] as const) {
      const entries = buildMenu(inputs(username, { items, pages: EVERY_PAGE })).entries;
      expect(ids(entries).filter((id) => pinned.includes(id)), username).toEqual(pinned);
      const others = entries.filter((e) => !pinned.includes(e.id));
      expect(others.filter((e) => !e.routeId || !LATER_PLUGIN_PAGES.has(e.routeId)).map((e) => e.id), username).toEqual([]);
    }
  });
});

describe('buildMenu: routeWhen', () => {
  it('Send parcels goes to the v1 route normally', () => {
    const entry = find(buildMenu(inputs('sg-demo')).entries, 'sendParcels');
    expect(entry).toMatchObject({ routeId: 'sendParcel', path: '/send-parcel' });
  });

  it('Send parcels goes to sendParcelV2 when isShipperDropOffRevampEnabled is on', () => {
    const result = buildMenu(inputs('sg-demo', { dp: { isShipperDropOffRevampEnabled: true } }));
    expect(find(result.entries, 'sendParcels')).toMatchObject({ routeId: 'sendParcelV2', path: '/drop-off-and-returns' });
    expect(result.report.find((r) => r.id === 'sendParcels')).toMatchObject({ routeId: 'sendParcelV2', status: 'shown' });
  });

  it('the new design menu (Drop off and return) switches the same way', () => {
    const result = buildMenu(inputs('ph-newdesign-demo', { items: NEW_DESIGN }));
    expect(find(result.entries, 'dropOffAndReturn')).toMatchObject({ routeId: 'sendParcelV2', labelId: 'menu.drop_off_and_return' });
  });

  it('the chosen alternative is checked like any route: no page means noPlugin', () => {
    const pages = new Set([...ALL_PAGES].filter((id) => id !== 'sendParcelV2'));
    const result = buildMenu(inputs('sg-demo', { pages, dp: { isShipperDropOffRevampEnabled: true } }));
    expect(result.report.find((r) => r.id === 'sendParcels')).toMatchObject({ routeId: 'sendParcelV2', status: 'noPlugin' });
  });
});

describe('buildMenu: the new design menu', () => {
  it('a new-design point sees its entries in order, bottom section last', () => {
    const result = buildMenu(inputs('ph-newdesign-demo', { items: NEW_DESIGN }));
    expect(ids(result.entries)).toEqual(PINNED.newDesign);
    expect(find(result.entries, 'parcelTracking')).toMatchObject({ routeId: 'history', labelId: 'menu.parcel_tracking' });
  });
});

describe('buildMenu: plugin contributions', () => {
  const tickets: MenuItemDef = { id: 'tickets', labelId: 'menu.history', icon: 'history', route: 'orderDetails', order: 65, tile: true };

  it('a contribution is added, in order among the config entries', () => {
    const result = buildMenu(inputs('sg-demo', { contributed: [tickets] }));
    const list = ids(result.entries);
    expect(list.indexOf('tickets')).toBe(list.indexOf('businessAnalytics') + 1);
    expect(list.indexOf('history')).toBe(list.indexOf('tickets') + 1);
    expect(find(result.entries, 'tickets')).toMatchObject({ routeId: 'orderDetails', path: '/order-details' });
    expect(statusOf(result, 'tickets')).toBe('shown');
  });

  it('a config entry with the same id wins over the contribution', () => {
    const rival: MenuItemDef = { id: 'history', labelId: 'menu.parcel_tracking', icon: 'tracking', route: 'orderDetails', order: 1 };
    const result = buildMenu(inputs('sg-demo', { contributed: [rival] }));
    const history = result.entries.filter((e) => e.id === 'history');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ labelId: 'menu.history', routeId: 'history', path: '/history' });
    expect(ids(result.entries).indexOf('history')).toBeGreaterThan(ids(result.entries).indexOf('businessAnalytics'));
    expect(result.report.filter((r) => r.id === 'history')).toHaveLength(1);
  });

  it('a config child with the same id also wins (an admin moved the plugin entry into a group)', () => {
    const rival: MenuItemDef = { id: 'rateCalculator', labelId: 'menu.rate_calculator', icon: 'calculator', route: 'rateCalculator', order: 5 };
    const result = buildMenu(inputs('sg-demo', { contributed: [rival] }));
    expect(ids(result.entries)).not.toContain('rateCalculator');
    expect(ids(find(result.entries, 'adminTools')?.children ?? [])).toEqual(['rateCalculator', 'shipperSearch']);
  });

  it('a contribution is gated like a config entry', () => {
    const gated: MenuItemDef = { ...tickets, if: { setting: 'allowViewInsights' } };
    const result = buildMenu(inputs('sg-demo', { contributed: [gated], dp: { allowViewInsights: false } }));
    expect(statusOf(result, 'tickets')).toBe('gateClosed');
  });
});

describe('buildMenu: ordering and sections', () => {
  it('orders by `order`, whatever the order in the file', () => {
    const shuffled = [...LEGACY].reverse();
    expect(ids(buildMenu(inputs('sg-demo', { items: shuffled })).entries)).toEqual(ids(buildMenu(inputs('sg-demo')).entries));
  });

  it('children are ordered by `order` too', () => {
    const items = LEGACY.map((i) => (i.id === 'adminTools' ? { ...i, children: [...(i.children ?? [])].reverse().map((c, n) => ({ ...c, order: n })) } : i));
    expect(ids(find(buildMenu(inputs('sg-demo', { items })).entries, 'adminTools')?.children ?? [])).toEqual(['shipperSearch', 'rateCalculator']);
  });

  it('settings and log out form the bottom section; log out is an action, not a link', () => {
    const entries = buildMenu(inputs('sg-demo')).entries;
    expect(entries.filter((e) => e.section === 'bottom').map((e) => e.id)).toEqual(['settings', 'logout']);
    expect(entries.filter((e) => e.section === 'main').map((e) => e.id)).not.toContain('settings');
    const logout = find(entries, 'logout');
    expect(logout).toMatchObject({ action: 'logout', labelId: 'menu.logout' });
    expect(logout?.path).toBeUndefined();
    expect(find(entries, 'adminTools')?.dividerBefore).toBe(true);
  });
});

describe('highlightedRoute', () => {
  it('child routes highlight their parent entry', () => {
    expect(highlightedRoute('customerCollect', ROUTES)).toBe('collect');
    expect(highlightedRoute('customerCollectReview', ROUTES)).toBe('collect');
    expect(highlightedRoute('customerCollectSuccess', ROUTES)).toBe('collect');
    expect(highlightedRoute('newOrder', ROUTES)).toBe('sendParcel');
    expect(highlightedRoute('newScanParcel', ROUTES)).toBe('sendParcelV2');
  });

  it('a route without a parent highlights itself; an unknown route too', () => {
    expect(highlightedRoute('history', ROUTES)).toBe('history');
    expect(highlightedRoute('somethingElse', ROUTES)).toBe('somethingElse');
  });

  it('nothing is highlighted without a route', () => {
    expect(highlightedRoute(undefined, ROUTES)).toBeUndefined();
  });
});

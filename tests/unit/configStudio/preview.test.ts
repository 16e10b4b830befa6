import { describe, expect, it } from 'vitest';
import { previewFor } from '../../../src/plugins/configStudio/model/preview';
import type { WhatIf } from '../../../src/plugins/configStudio/model/whatIf';
import { session } from '../../../src/kernel/session/store';
import { loadedConfig } from './realLoadedConfig';

const poster = (partnerType: string, design: WhatIf['design'] = 'legacy'): WhatIf => ({
  country: 'th',
  settings: { allowCreatePost: true, allowViewInsights: true, allowCodService: true },
  point: { partnerType },
  design,
});

describe('previewFor, with the real config/', () => {
  it('th, not a franchisee: no Create post in the menu nor on home, hidden by its gate; its page is refused', async () => {
    const preview = previewFor(await loadedConfig(), poster('SHOP'));
    expect(preview.countryCode).toBe('th');
    expect(preview.menu.map((e) => e.id)).not.toContain('createPost');
    expect(preview.tiles.map((e) => e.id)).not.toContain('createPost');
    expect(preview.hidden).toContainEqual({ id: 'createPost', labelId: 'menu.create_post', routeId: 'newOrder', status: 'gateClosed' });
    expect(preview.routes.find((r) => r.id === 'newOrder')).toEqual({ id: 'newOrder', path: '/new-order', status: 'gateClosed', allowed: false });
    // What the point may do is still there.
    expect(preview.routes.find((r) => r.id === 'businessAnalytics')?.allowed).toBe(true);
  });

  it('th franchisee: Create post is in the menu and on home, and its page is open', async () => {
    const preview = previewFor(await loadedConfig(), poster('FRANCHISEE'));
    expect(preview.menu.map((e) => e.id)).toContain('createPost');
    expect(preview.tiles.map((e) => e.id)).toContain('createPost');
    expect(preview.hidden.map((r) => r.id)).not.toContain('createPost');
    expect(preview.routes.find((r) => r.id === 'newOrder')).toMatchObject({ status: 'accepted', allowed: true });
  });

  it('another country lets a non-franchisee post; the new design reads its own menu file', async () => {
    const config = await loadedConfig();
    const sg = previewFor(config, { ...poster('SHOP', 'newDesign'), country: 'sg' });
    expect(sg.newDesign).toBe(true);
    expect(sg.menu.map((e) => e.id)).toContain('createPost');
    expect(sg.report.map((r) => r.id)).toContain('dropOffAndReturn');
    const legacy = previewFor(config, { ...poster('SHOP'), country: 'sg' });
    expect(legacy.newDesign).toBe(false);
    expect(legacy.report.map((r) => r.id)).not.toContain('dropOffAndReturn');
  });

  it('a point without permissions: public routes stay open without a permission', async () => {
    const preview = previewFor(await loadedConfig(), { country: 'sg', settings: {}, design: 'legacy' });
    expect(preview.routes.filter((r) => r.status === 'public').every((r) => r.allowed)).toBe(true);
    expect(preview.routes.find((r) => r.id === 'newOrder')).toMatchObject({ status: 'gateClosed', allowed: false });
  });

  it("portal.json's switch turns the studio's own page off in the route table", async () => {
    const whatIf: WhatIf = { country: 'sg', settings: {}, design: 'legacy' };
    const config = await loadedConfig();
    expect(previewFor(config, whatIf).routes.find((r) => r.id === 'configStudio')).toMatchObject({ status: 'public', allowed: true });
    const off = { ...config, portal: { ...config.portal, configStudio: false } };
    expect(previewFor(off, whatIf).routes.find((r) => r.id === 'configStudio')).toMatchObject({ status: 'switchedOff', allowed: false });
  });

  it('leaves the live session alone', async () => {
    const before = JSON.stringify(session);
    previewFor(await loadedConfig(), poster('FRANCHISEE'));
    expect(JSON.stringify(session)).toBe(before);
  });
});

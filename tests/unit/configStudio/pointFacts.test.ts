import { describe, expect, it } from 'vitest';
import { pointFacts } from '../../../src/plugins/configStudio/model/pointFacts';
import { loadedConfig } from './realLoadedConfig';

describe('pointFacts', () => {
  it("suggests the point values the config's gates name: a Thai franchisee", async () => {
    const facts = pointFacts(await loadedConfig());
    expect(facts.get('partnerType')).toContain('FRANCHISEE');
  });

  it('finds a dp gate wherever config writes one, nested in menus too', async () => {
    const config = await loadedConfig();
    const item = { ...config.menus.legacy.items[0]!, if: { all: [{ dp: 'type', in: ['SHOP', 'LOCKER'] }] } };
    const facts = pointFacts({ ...config, menus: { ...config.menus, legacy: { ...config.menus.legacy, items: [item] } } });
    expect(facts.get('type')).toEqual(['LOCKER', 'SHOP']);
  });
});

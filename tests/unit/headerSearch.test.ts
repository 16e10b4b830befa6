// The header's order search goes where a plugin says, never to a page the kernel names: no plugin declaring it, no
// search field; a declared route with no page loaded, none either.
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin } from '../../src/kernel';
import { setPluginsForTest } from '../../src/kernel/pluginHost/registry';
import { headerSearchTarget } from '../../src/kernel/shell/headerSearch';

const Page = () => null;
const lookUp = definePlugin({
  id: 'lookUp', description: 'finds parcels',
  pages: [{ id: 'findParcels', load: () => Promise.resolve({ default: Page }) }],
  headerSearch: { route: 'findParcels', param: 'text' },
});

afterEach(() => setPluginsForTest(null));

describe('header search', () => {
  it('goes to the page a loaded plugin declares, with its parameter', () => {
    setPluginsForTest([lookUp]);
    expect(headerSearchTarget()).toEqual({ route: 'findParcels', param: 'text' });
  });

  it('is not offered when no plugin declares it', () => {
    setPluginsForTest([{ ...lookUp, headerSearch: undefined }]);
    expect(headerSearchTarget()).toBeNull();
  });

  it('is not offered when the declared page is not loaded', () => {
    setPluginsForTest([{ ...lookUp, pages: [] }]);
    expect(headerSearchTarget()).toBeNull();
  });
});

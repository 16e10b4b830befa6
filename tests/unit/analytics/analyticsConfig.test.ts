// config/plugins/analytics.json through the kernel's loader of plugin config files, with the analytics manifest's
// schema and check: the shipped file passes; broken copies are refused with file and JSON path.
import { describe, expect, it } from 'vitest';
import { createAjv, loadSchemas } from '../../../build/validators';
import { REAL_CONFIG_FILES } from '../../harness/realConfig';
import { loadPluginConfigs } from '../../../src/kernel/config/pluginConfig';
import analytics from '../../../src/plugins/analytics';
import { tiersOf, type AnalyticsConfig } from '../../../src/plugins/analytics/model/tierConfig';

const ajv = createAjv(loadSchemas('config/schemas'));
const validatorFor = (file: string) => ajv.getSchema(file);

function load(change?: (c: Record<string, unknown>) => void) {
  const data = JSON.parse(REAL_CONFIG_FILES.get('plugins/analytics.json') ?? '{}') as Record<string, unknown>;
  change?.(data);
  const read = (rel: string) => Promise.resolve(rel === 'plugins/analytics.json' ? JSON.stringify(data) : null);
  return loadPluginConfigs(read, validatorFor, [analytics]);
}

describe('config/plugins/analytics.json', () => {
  it('the shipped file passes: POST_PLUS silver/gold/platinum, MARKETPLACE emerald/ruby/diamond', async () => {
    const { configs, problems } = await load();
    expect(problems).toEqual([]);
    const config = configs.analytics as AnalyticsConfig;
    expect(tiersOf(config, 'POST_PLUS').map((t) => [t.id, t.from])).toEqual([['silver', 0], ['gold', 501], ['platinum', 1251]]);
    expect(tiersOf(config, 'MARKETPLACE').map((t) => [t.id, t.from])).toEqual([['emerald', 0], ['ruby', 13001], ['diamond', 26001]]);
  });

  it('swapping the variants is config alone', async () => {
    const { configs } = await load((c) => { c.parcelTypes = { POST_PLUS: 'gem', MARKETPLACE: 'metal' }; });
    expect(tiersOf(configs.analytics as AnalyticsConfig, 'POST_PLUS')[1]?.id).toBe('ruby');
  });

  it('a wrong type, an unknown key and a variant that does not exist are each reported with file and path', async () => {
    const { configs, problems } = await load((c) => {
      (c.variants as { metal: Array<Record<string, unknown>> }).metal[1]!.from = '501';
      (c.parcelTypes as Record<string, unknown>).RETURN = 'metal';
    });
    expect(configs.analytics).toBeUndefined();
    expect(problems.map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'config/plugins/analytics.json /variants/metal/1/from must be integer',
      'config/plugins/analytics.json /parcelTypes has an unknown property "RETURN"',
    ]);
    const unknown = await load((c) => { c.parcelTypes = { POST_PLUS: 'metal', MARKETPLACE: 'stones' }; });
    expect(unknown.problems.map((p) => `${p.path} ${p.message}`)).toEqual(['/parcelTypes/MARKETPLACE names the variant "stones", which /variants does not have (metal, gem)']);
  });

  it('a missing file is an error', async () => {
    const { problems } = await loadPluginConfigs(() => Promise.resolve(null), validatorFor, [analytics]);
    expect(problems).toEqual([{ file: 'config/plugins/analytics.json', path: '', message: 'is missing', severity: 'error' }]);
  });
});

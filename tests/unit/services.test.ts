import { afterEach, describe, expect, it } from 'vitest';
import { defineService, MissingServiceError, provide } from '../../src/kernel/pluginHost/services';
import { getService, resetServicesForTest } from '../../src/kernel/pluginHost/serviceRegistry';
import { setPluginsForTest } from '../../src/kernel/pluginHost/registry';
import { SCAN_SESSION_RULES, LODGE_IN, ORDER_DOCUMENTS, SHIPPER_LOOKUP } from '../../src/services';

afterEach(() => {
  setPluginsForTest(null);
  resetServicesForTest();
});

describe('plugin services through the kernel', () => {
  it('orders provides the scan-session rules other plugins require', async () => {
    const rules = await getService(SCAN_SESSION_RULES);
    expect(rules.classify({ identifier_type: 'STAMP_ID', order: null })).toBe('POST');
    expect(rules.refuse('NV1', 'SEND', { type: 'POST', ids: [] }, () => true)).toEqual({ messageId: 'orders.order_not_valid_in_session' });
  });

  it('orders provides the shipper lookup, lodge-in and documents, each with its parts', async () => {
    const [lookup, lodgeIn, documents] = await Promise.all([getService(SHIPPER_LOOKUP), getService(LODGE_IN), getService(ORDER_DOCUMENTS)]);
    expect(typeof lookup.searchByContact).toBe('function');
    expect(lookup.Picker).toBeTruthy();
    expect(lodgeIn.ResultModal).toBeTruthy();
    expect(typeof documents.printAirwayBills).toBe('function');
  });

  it('a token nobody provides is a MissingServiceError, not a crash', async () => {
    const NOBODY = defineService<number>('nobody', 'is not provided');
    await expect(getService(NOBODY)).rejects.toBeInstanceOf(MissingServiceError);
  });

  it('loads a service once, and asks again after a failed load (a chunk gone after a deployment)', async () => {
    const CLOCK = defineService<{ now: number }>('clock', 'tells time');
    let loads = 0;
    setPluginsForTest([
      {
        id: 'clockPlugin', description: 'd', pages: [],
        provides: [provide(CLOCK, () => (++loads === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ now: loads })))],
      },
    ]);
    await expect(getService(CLOCK)).rejects.toThrow('chunk gone');
    expect(await getService(CLOCK)).toEqual({ now: 2 });
    expect(await getService(CLOCK)).toEqual({ now: 2 });
    expect(loads).toBe(2);
  });
});

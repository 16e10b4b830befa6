// @vitest-environment jsdom
// Parcels kept offline sent with no send page open: what a page used to pass in comes from the session and the
// portal instead (the operator's restored send session, the point's allowed parcel types); the result waits for the
// send page, the shell's notice says it meanwhile, and a log-out forgets it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DpInfo, GateContext, LoadedConfig, NamedGate } from '../../../src/kernel';
import { setRuntime } from '../../../src/kernel/runtime';
import { sentAway } from '../../../src/kernel/offline/sentAway';
import { session } from '../../../src/kernel/session/store';
import type { ScannedParcel } from '../../../src/plugins/orders/model/parcel';

const api = vi.hoisted(() => ({ lodged: [] as string[][], settings: {} as Record<string, unknown> }));

vi.mock('../../../src/plugins/orders/api/orderApi', () => ({
  lookUpScan: async (code: string) => ({ identifier_type: 'TRACKING_ID', order: { id: 1, tracking_id: code, type: 'SEND' } }),
  startLodgeIn: async (ids: string[]) => { api.lodged.push([...ids]); return { statusId: 5 }; },
  getLodgeInStatus: async () => ({ id: 5, dpId: 7, status: 'PROCESSED', successfulOrders: api.lodged.at(-1) ?? [], failedOrders: [] }),
  createLodgeInReceipt: async () => ({ id: 99 }),
}));
// The point's rules as the portal derives them from config and the session: here, its settings alone vary.
vi.mock('../../../src/kernel/portalView', async () => {
  const { gateContext } = await import('../../../src/kernel/routing/access');
  const gates = (await import('../../../config/gates.json')).default.gates as unknown as Record<string, NamedGate>;
  return { portalView: (): { gate: GateContext } => ({ gate: gateContext({ id: 7, settings: api.settings } as unknown as DpInfo, 'sg', {}, gates) }) };
});

const { startSendingWaiting } = await import('../../../src/plugins/orders/background/sendWaiting');
const { waitingScans } = await import('../../../src/plugins/orders/state/waitingScans');
const { waitingOutcome } = await import('../../../src/plugins/orders/state/waitingOutcome');
const { SESSION_DRAFT, initialOrderSession } = await import('../../../src/plugins/orders/state/orderSession');

const parcel = (trackingId: string) => ({ trackingId, scannedAt: '2026-01-01T00:00:00Z' }) as ScannedParcel;

beforeEach(() => {
  api.lodged = [];
  api.settings = { canShipperLodgeIn: true };
  setRuntime({ config: {} as LoadedConfig, clients: () => Promise.reject(new Error('not used')), warnings: [] });
  session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: `op${Math.random()}` };
  session.dpInfo = { id: 7, name: 'Counter', shipperId: 1, systemId: 'SG' } as DpInfo;
});
afterEach(() => {
  session.loginInfo = null;
  session.dpInfo = null;
  setRuntime(null);
  sentAway.bySource = {};
});

describe('sending parcels kept offline from any page', () => {
  it("refuses a waiting copy of a parcel in the operator's saved send session, lodges the rest, and says both", async () => {
    SESSION_DRAFT.save({ ...initialOrderSession(7), currentSession: 'SEND', sendOrders: [parcel('NVSG2')] });
    await waitingScans.add({ code: 'NVSG1', parcel: null });
    await waitingScans.add({ code: 'NVSG2', parcel: null });
    const stop = startSendingWaiting();
    await vi.waitFor(async () => expect((await waitingScans.entries()).filter((e) => e.refused === null)).toEqual([]), { timeout: 8000 });

    expect(api.lodged).toEqual([['NVSG1']]);
    const left = await waitingScans.entries();
    expect(left.map((e) => [e.item.code, e.refused])).toEqual([['NVSG2', 'msg:orders.parcel_already_scanned']]);
    await vi.waitFor(() => expect(waitingOutcome.last).toEqual({ successful: ['NVSG1'], failed: [], receiptId: 99 }));
    expect(sentAway.bySource['orders.sendScans']?.lines).toEqual([
      { messageId: 'orders.offline.lodged', values: { count: 1 } },
      { messageId: 'orders.offline.refused_count', values: { count: 1 } },
      { messageId: 'orders.offline.refused_row', values: { id: 'NVSG2', reason: { messageId: 'orders.parcel_already_scanned' } } },
    ]);

    stop();
    expect(waitingOutcome.last).toBeNull();
  });

  it("refuses every parcel when the point may no longer take send parcels (its settings now), and lodges nothing", async () => {
    api.settings = {};
    await waitingScans.add({ code: 'NVSG3', parcel: null });
    const stop = startSendingWaiting();
    await vi.waitFor(async () => expect((await waitingScans.entries()).map((e) => e.refused)).toEqual(['msg:orders.type_not_supported']), { timeout: 8000 });
    expect(api.lodged).toEqual([]);
    expect(sentAway.bySource['orders.sendScans']?.status).toBe('warning');
    stop();
  });
});


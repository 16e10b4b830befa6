// "Select as sender" on the shipper search page: what happens to the order session, so an order in progress is
// never lost and a post order starts with the chosen sender.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Shipper } from '../../../src/services';
import { decideSender, senderTarget } from '../../../src/plugins/shippers/search/model/senderChoice';
import { orderSender } from '../../../src/plugins/orders/services/orderSender';
import { initialOrderSession, orderSession, replaceSession } from '../../../src/plugins/orders/state/orderSession';

const storeSender = orderSender.store;

function shipper(id: number, name = `Shipper ${id}`): Shipper {
  return {
    id, globalId: 5000000 + id, externalId: null, name, liaisonName: 'Ann', liaisonEmail: 'ann@example.com', liaisonContact: '+6591234501',
    liaisonAddress: '1 Road', liaisonAddress2: '', liaisonPostcode: '123456', isDefault: false, isPrepaid: true, isCodEnabled: true,
  };
}

const none = { currentSession: null, postSender: null, packSender: null } as const;

describe('senderTarget', () => {
  it('a post order where post is allowed, else a pack order, else nothing', () => {
    expect(senderTarget(true, true)).toBe('POST');
    expect(senderTarget(false, true)).toBe('PACK');
    expect(senderTarget(false, false)).toBeNull();
  });
});

describe('decideSender', () => {
  it('no session: go straight to the order', () => {
    expect(decideSender(shipper(1), none, 'POST')).toEqual({ kind: 'go', target: 'POST' });
  });

  it('a post order in progress with no sender, or with this sender: go', () => {
    expect(decideSender(shipper(1), { ...none, currentSession: 'POST' }, 'POST')).toEqual({ kind: 'go', target: 'POST' });
    expect(decideSender(shipper(1), { ...none, currentSession: 'POST', postSender: shipper(1) }, 'POST')).toEqual({ kind: 'go', target: 'POST' });
  });

  it('a post order in progress with another sender: ask before replacing it', () => {
    const current = shipper(2, 'Other');
    expect(decideSender(shipper(1), { ...none, currentSession: 'POST', postSender: current }, 'POST')).toEqual({ kind: 'replace', target: 'POST', current });
  });

  it('a pack order in progress while post is the target: explained, and the pack order may take the sender', () => {
    expect(decideSender(shipper(1), { ...none, currentSession: 'PACK' }, 'POST')).toEqual({ kind: 'conflict', session: 'PACK', usable: 'PACK' });
  });

  it.each(['SEND', 'RETURN', 'BULK_POST'] as const)('a %s session is explained, never taken over', (type) => {
    expect(decideSender(shipper(1), { ...none, currentSession: type }, 'POST')).toEqual({ kind: 'conflict', session: type, usable: null });
  });

  it('a point that may start neither: nothing to do', () => {
    expect(decideSender(shipper(1), none, null)).toEqual({ kind: 'none' });
  });
});

describe('the order sender service: store', () => {
  beforeEach(() => replaceSession(initialOrderSession(10101)));

  it('starts a post order with the shipper as its sender (a copy, not the page’s object)', () => {
    const s = shipper(3101, 'Tan Kah Kee Hardware');
    storeSender(s, 'POST');
    expect(orderSession.currentSession).toBe('POST');
    expect(orderSession.startNewOrder).not.toBeNull();
    expect(orderSession.postOrder.senderDetails).toEqual(s);
    s.name = 'changed later';
    expect(orderSession.postOrder.senderDetails?.name).toBe('Tan Kah Kee Hardware');
    expect(orderSession.packOrder.senderDetails).toBeNull();
  });

  it('keeps the parcels of a pack order in progress and only sets its sender', () => {
    orderSession.currentSession = 'PACK';
    orderSession.startNewOrder = '2026-01-01T00:00:00.000Z';
    const parcels = [{ key: 'p1' }] as unknown as typeof orderSession.packOrder.parcels;
    orderSession.packOrder.parcels = parcels;
    storeSender(shipper(7), 'PACK');
    expect(orderSession.currentSession).toBe('PACK');
    expect(orderSession.startNewOrder).toBe('2026-01-01T00:00:00.000Z');
    expect(orderSession.packOrder.parcels).toHaveLength(1);
    expect(orderSession.packOrder.senderDetails?.id).toBe(7);
  });
});

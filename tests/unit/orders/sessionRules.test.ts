import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { GateContext } from '../../../src/kernel';
import type { ScanLookup } from '../../../src/plugins/orders/api/types';
import type { SessionType } from '../../../src/plugins/orders/model/parcel';
import { classifyScan, refuseScan, SESSION_TYPE_GATES, sessionTypeAllowed } from '../../../src/plugins/orders/model/sessionRules';
import { REAL_GATES } from '../../harness/realConfig';

/** The English texts of spec part 1 §8 ("Order" errors) and §4 ("Unknown Session"), by the message id the rule returns. */
const EN = JSON.parse(readFileSync('src/plugins/orders/messages/en.json', 'utf8')) as Record<string, string>;

function lookup(identifier_type: ScanLookup['identifier_type'], orderType: string | null = null): ScanLookup {
  return {
    identifier_type,
    order: orderType === null ? null : {
      id: 501, tracking_id: 'NVSG0000501', type: orderType, status: 'PENDING', shipper_id: 7, global_shipper_id: 70,
      shipper_name: 'Shop', to_name: 'Ann', to_contact: '+6591234567', to_address1: '1 Road', to_postcode: '123456',
    },
  };
}

describe('classifyScan: what a scanned id is (spec part 1 §3)', () => {
  it('a return id of any of the three kinds is a return', () => {
    for (const t of ['FULLY_INTEGRATED_RETURN_ID', 'SEMI_INTEGRATED_RETURN_ID', 'UNINTEGRATED_RETURN_ID'] as const) {
      expect(classifyScan(lookup(t))).toBe('RETURN');
      expect(classifyScan(lookup(t, 'SEND'))).toBe('RETURN');
    }
  });

  it('a stamp id is a post, a pack id a pack', () => {
    expect(classifyScan(lookup('STAMP_ID'))).toBe('POST');
    expect(classifyScan(lookup('NINJA_PACK_ID'))).toBe('PACK');
  });

  it('a tracking id of an existing SEND order is a send', () => {
    expect(classifyScan(lookup('TRACKING_ID', 'SEND'))).toBe('SEND');
  });

  it('a tracking id of an order that was created as a post is not valid in a session', () => {
    expect(classifyScan(lookup('TRACKING_ID', 'POST'))).toBe('INVALID_ORDER');
    expect(classifyScan(lookup('TRACKING_ID', 'PACK'))).toBe('INVALID_ORDER');
  });

  it('a tracking id with no order behind it is unknown', () => {
    expect(classifyScan(lookup('TRACKING_ID'))).toBe('UNKNOWN');
  });
});

describe('refuseScan: the session rules on scan (spec part 1 §4)', () => {
  const all = () => true;
  const none = () => false;

  it('the message ids carry the spec texts', () => {
    expect(EN['orders.parcel_already_scanned']).toBe('Parcel already scanned. Review recent scans to confirm.');
    expect(EN['orders.order_not_valid_in_session']).toBe('Order is not valid in the current session');
    expect(EN['orders.type_not_supported']).toBe('Sorry, this order type is not supported for this country.');
    expect(EN['orders.unknown_session']).toBe('Unknown Session');
  });

  it('accepts the first parcel of an empty session and a parcel of the session type', () => {
    expect(refuseScan('NVSG1', 'SEND', { type: null, ids: [] }, all)).toBeNull();
    expect(refuseScan('NVSG2', 'SEND', { type: 'SEND', ids: ['NVSG1'] }, all)).toBeNull();
    expect(refuseScan('STAMP2', 'POST', { type: 'POST', ids: ['STAMP1'] }, all)).toBeNull();
  });

  it('rejects an id already in the session, ignoring case and surrounding spaces', () => {
    expect(refuseScan('NVSG1', 'SEND', { type: 'SEND', ids: ['NVSG1'] }, all)).toEqual({ messageId: 'orders.parcel_already_scanned' });
    expect(refuseScan('  nvsg1 ', 'SEND', { type: 'SEND', ids: ['NVSG1'] }, all)).toEqual({ messageId: 'orders.parcel_already_scanned' });
    expect(refuseScan('NVSG1', 'SEND', { type: 'SEND', ids: [' nvSG1  '] }, all)).toEqual({ messageId: 'orders.parcel_already_scanned' });
  });

  it('checks the duplicate before anything else', () => {
    const session = { type: 'SEND' as SessionType, ids: ['X1'] };
    expect(refuseScan('x1', 'INVALID_ORDER', session, all)?.messageId).toBe('orders.parcel_already_scanned');
    expect(refuseScan('x1', 'UNKNOWN', session, all)?.messageId).toBe('orders.parcel_already_scanned');
    expect(refuseScan('x1', 'PACK', session, none)).toEqual({ messageId: 'orders.parcel_already_scanned' });
    expect(refuseScan('x1', 'PACK', session, all)?.messageId).toBe('orders.parcel_already_scanned');
  });

  it('an order not valid in a session is refused without resetting it', () => {
    expect(refuseScan('NVSG9', 'INVALID_ORDER', { type: null, ids: [] }, all)).toEqual({ messageId: 'orders.order_not_valid_in_session' });
    expect(refuseScan('NVSG9', 'INVALID_ORDER', { type: 'SEND', ids: ['NVSG1'] }, none)).toEqual({ messageId: 'orders.order_not_valid_in_session' });
  });

  it('an unknown type gives Unknown Session, before the permission check', () => {
    expect(refuseScan('NVSG9', 'UNKNOWN', { type: null, ids: [] }, all)).toEqual({ messageId: 'orders.unknown_session' });
    expect(refuseScan('NVSG9', 'UNKNOWN', { type: 'POST', ids: [] }, none)).toEqual({ messageId: 'orders.unknown_session' });
  });

  it('a type the point may not start is refused and the session resets', () => {
    expect(refuseScan('STAMP1', 'POST', { type: null, ids: [] }, none)).toEqual({ messageId: 'orders.type_not_supported', reset: true });
    // Unsupported wins over "different from the session".
    expect(refuseScan('STAMP1', 'POST', { type: 'SEND', ids: ['NVSG1'] }, (t) => t === 'SEND')).toEqual({ messageId: 'orders.type_not_supported', reset: true });
  });

  it('asks the permission for the scanned type', () => {
    const allowed = vi.fn((t: SessionType) => t === 'PACK');
    expect(refuseScan('PK1', 'PACK', { type: null, ids: [] }, allowed)).toBeNull();
    expect(allowed).toHaveBeenCalledWith('PACK');
    expect(refuseScan('NVSG1', 'RETURN', { type: null, ids: [] }, allowed)?.messageId).toBe('orders.type_not_supported');
  });

  it('a parcel of another type than the session is refused without a reset', () => {
    const refusal = refuseScan('PK1', 'PACK', { type: 'POST', ids: ['STAMP1'] }, all);
    expect(refusal).toEqual({ messageId: 'orders.order_not_valid_in_session' });
    expect(refusal?.reset).toBeFalsy();
    expect(refuseScan('NVSG1', 'SEND', { type: 'RETURN', ids: [] }, all)?.messageId).toBe('orders.order_not_valid_in_session');
  });
});

describe('which session types a point may start (spec part 1 §6)', () => {
  function ctx(country: string, settings: Record<string, unknown>, partnerType = 'OWNED'): GateContext {
    return { country, settings, flags: {}, dp: { id: 1, partnerType }, named: Object.fromEntries(Object.entries(REAL_GATES).map(([k, v]) => [k, v.if])) };
  }
  const allowed = (type: SessionType, c: GateContext) => sessionTypeAllowed(type, c);

  it('gates every session type', () => {
    expect(Object.keys(SESSION_TYPE_GATES).sort()).toEqual(['BULK_POST', 'PACK', 'POST', 'RETURN', 'SEND']);
  });

  it('in Thailand only a franchisee may post', () => {
    expect(allowed('POST', ctx('th', { allowCreatePost: true }))).toBe(false);
    expect(allowed('POST', ctx('th', { allowCreatePost: true }, 'FRANCHISEE'))).toBe(true);
  });

  it('elsewhere a point with allowCreatePost may post, franchisee or not', () => {
    expect(allowed('POST', ctx('sg', { allowCreatePost: true }))).toBe(true);
    expect(allowed('POST', ctx('my', { allowCreatePost: true }, 'FRANCHISEE'))).toBe(true);
  });

  it('nobody may post without allowCreatePost', () => {
    expect(allowed('POST', ctx('sg', {}))).toBe(false);
    expect(allowed('POST', ctx('sg', { allowCreatePost: false }))).toBe(false);
    expect(allowed('POST', ctx('th', { allowCreatePost: false }, 'FRANCHISEE'))).toBe(false);
  });

  it('send needs canShipperLodgeIn or allowShipperSend', () => {
    expect(allowed('SEND', ctx('sg', { canShipperLodgeIn: true }))).toBe(true);
    expect(allowed('SEND', ctx('sg', { allowShipperSend: true }))).toBe(true);
    expect(allowed('SEND', ctx('th', { canShipperLodgeIn: true }))).toBe(true);
    expect(allowed('SEND', ctx('sg', { allowCreatePost: true, allowCreatePack: true, allowCustomerReturn: true }))).toBe(false);
  });

  it('pack needs allowCreatePack and return needs allowCustomerReturn', () => {
    expect(allowed('PACK', ctx('sg', { allowCreatePack: true }))).toBe(true);
    expect(allowed('PACK', ctx('sg', { allowCreatePost: true, allowCustomerReturn: true }))).toBe(false);
    expect(allowed('RETURN', ctx('sg', { allowCustomerReturn: true }))).toBe(true);
    expect(allowed('RETURN', ctx('sg', { allowCreatePack: true, canShipperLodgeIn: true }))).toBe(false);
  });

  it('bulk post follows the post rule and also needs allowBulkProcessParcel', () => {
    expect(allowed('BULK_POST', ctx('sg', { allowCreatePost: true, allowBulkProcessParcel: true }))).toBe(true);
    expect(allowed('BULK_POST', ctx('sg', { allowCreatePost: true }))).toBe(false);
    expect(allowed('BULK_POST', ctx('th', { allowCreatePost: true, allowBulkProcessParcel: true }))).toBe(false);
    expect(allowed('BULK_POST', ctx('th', { allowCreatePost: true, allowBulkProcessParcel: true }, 'FRANCHISEE'))).toBe(true);
  });
});

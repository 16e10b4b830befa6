// @vitest-environment node
// The customer-collect step machine and COD sums: what the counter may do at each step.
import { describe, expect, it } from 'vitest';
import { codCheck, sumMoney } from '../../../src/plugins/collect/model/cod';
import { isOverstayed, parcelFromWire, readCodAmount, type CollectParcel } from '../../../src/plugins/collect/model/parcel';
import {
  backToScanning, codTotal, confirmCash, leftBehind, proceed, releasedState, scanParcel, setAsideCodProblem, START, STEPS, unscan, verified,
} from '../../../src/plugins/collect/model/steps';

const parcel = (trackingId: string, codAmount: number | null | 'none' = 'none'): CollectParcel => ({
  id: trackingId.length, trackingId, toName: 'Bea Santos', droppedOffAt: '2026-11-24T10:00:00.000Z',
  isCod: codAmount !== 'none', codAmount: codAmount === 'none' ? null : codAmount,
});
const customer = { name: 'Bea Santos', contact: '+6590000002' };

describe('steps', () => {
  it('numbers the steps as the spec does', () => {
    expect(STEPS).toEqual({ otp: 0, scanParcel: 1, errorCod: 2, confirmCod: 3, handoverComplete: 4 });
    expect(START.step).toBe(0);
  });

  it('names the customer’s parcels a hand-over now leaves at the point', () => {
    const s = verified(customer, [parcel('NVSGCOL00201'), parcel('NVSGCOL00202'), parcel('NVSGCOL00203')], 'otp');
    const one = scanParcel(s, 'NVSGCOL00202').state;
    expect(leftBehind(one).map((p) => p.trackingId)).toEqual(['NVSGCOL00201', 'NVSGCOL00203']);
    const all = ['NVSGCOL00201', 'NVSGCOL00203'].reduce((st, id) => scanParcel(st, id).state, one);
    expect(leftBehind(all)).toEqual([]);
  });

  it('a verified customer starts at scanParcel with nothing scanned', () => {
    const s = verified(customer, [parcel('NVSGCOL00201')], 'otp');
    expect(s.step).toBe(STEPS.scanParcel);
    expect(s.scanned).toEqual([]);
  });

  it('ticks the customer’s parcel (any case, spaces trimmed), refuses another, notes a repeat', () => {
    const s = verified(customer, [parcel('NVSGCOL00201'), parcel('NVSGCOL00202')], 'otp');
    const first = scanParcel(s, ' nvsgcol00201 ');
    expect(first.outcome).toBe('accepted');
    expect(first.state.scanned).toEqual(['NVSGCOL00201']);
    expect(scanParcel(first.state, 'NVSGCOL00201').outcome).toBe('duplicate');
    const wrong = scanParcel(first.state, 'NVSG00000001');
    expect(wrong.outcome).toBe('incorrect');
    expect(wrong.state).toBe(first.state);
  });

  it('without COD the release may go at once', () => {
    const s = scanParcel(verified(customer, [parcel('A1')], 'otp'), 'A1').state;
    expect(proceed(s, true)).toEqual({ state: s, release: true });
  });

  it('nothing scanned: no release', () => {
    const s = verified(customer, [parcel('A1')], 'otp');
    expect(proceed(s, true).release).toBe(false);
  });

  it('COD goes to confirmCod; the release waits for cash received; a new scan undoes the confirmation', () => {
    let s = verified(customer, [parcel('A1', 45.5), parcel('A2'), parcel('A3', 10.25)], 'otp');
    s = scanParcel(s, 'A1').state;
    s = scanParcel(s, 'A2').state;
    const first = proceed(s, true);
    expect(first.state.step).toBe(STEPS.confirmCod);
    expect(first.release).toBe(false);
    expect(codTotal(first.state)).toBe(45.5);
    const confirmed = confirmCash(first.state, true);
    expect(proceed(confirmed, true).release).toBe(true);
    const rescanned = scanParcel(backToScanning(confirmed), 'A3').state;
    expect(rescanned.cashConfirmed).toBe(false);
    expect(codTotal(rescanned)).toBe(55.75);
  });

  it('errorCod where the point may not take COD; setting the COD parcels aside keeps the others', () => {
    let s = verified(customer, [parcel('A1', 12), parcel('A2')], 'otp');
    s = scanParcel(scanParcel(s, 'A1').state, 'A2').state;
    const refused = proceed(s, false).state;
    expect(refused.step).toBe(STEPS.errorCod);
    expect(refused.codProblem).toEqual({ reason: 'notAllowed', trackingIds: ['A1'] });
    const aside = setAsideCodProblem(refused);
    expect(aside.step).toBe(STEPS.scanParcel);
    expect(aside.scanned).toEqual(['A2']);
    expect(proceed(aside, false).release).toBe(true);
  });

  it('a parcel set aside at errorCod is not left behind by mistake; one neither scanned nor set aside is', () => {
    const s = ['A1', 'A2'].reduce((st, id) => scanParcel(st, id).state, verified(customer, [parcel('A1', 10), parcel('A2'), parcel('A3')], 'otp'));
    const aside = setAsideCodProblem(proceed(s, false).state);
    expect(aside.setAside).toEqual(['A1']);
    expect(leftBehind(aside).map((p) => p.trackingId)).toEqual(['A3']);
    // Scanned again, it goes with the others (and meets the COD check again).
    const again = scanParcel(aside, 'A1').state;
    expect(again.setAside).toEqual([]);
    expect(leftBehind(unscan(again, 'A1')).map((p) => p.trackingId)).toEqual(['A1', 'A3']);
  });

  it('errorCod when an amount cannot be read', () => {
    const s = scanParcel(verified(customer, [parcel('A1', null)], 'otp'), 'A1').state;
    expect(proceed(s, true).state.codProblem).toEqual({ reason: 'unreadable', trackingIds: ['A1'] });
  });

  it('removing a scanned parcel unticks it', () => {
    const s = scanParcel(verified(customer, [parcel('A1')], 'otp'), 'A1').state;
    expect(unscan(s, 'A1').scanned).toEqual([]);
  });

  it('released: handoverComplete, released parcels leave the list', () => {
    const s = scanParcel(verified(customer, [parcel('A1'), parcel('A2')], 'otp'), 'A1').state;
    const done = releasedState(s, { trackingIds: ['A1'], releasedTo: 'Bea Santos', codTotal: 0, at: '2026-11-25T10:00:00Z' });
    expect(done.step).toBe(STEPS.handoverComplete);
    expect(done.parcels.map((p) => p.trackingId)).toEqual(['A2']);
    expect(done.scanned).toEqual([]);
  });
});

describe('COD', () => {
  it('sums money in hundredths', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([45.5, 18.2, 0.05])).toBe(63.75);
    expect(sumMoney([150000, 60000])).toBe(210000);
  });

  it('reads amounts: numbers and numeric text; not negative, NaN or empty', () => {
    expect(readCodAmount(12.5)).toBe(12.5);
    expect(readCodAmount('45.50')).toBe(45.5);
    expect(readCodAmount(-1)).toBeNull();
    expect(readCodAmount('abc')).toBeNull();
    expect(readCodAmount('')).toBeNull();
    expect(readCodAmount(null)).toBeNull();
  });

  it('codCheck: none, confirm with the total, or error', () => {
    expect(codCheck([parcel('A')], true)).toEqual({ kind: 'none' });
    expect(codCheck([parcel('A', 1.1), parcel('B', 2.2)], true)).toMatchObject({ kind: 'confirm', total: 3.3 });
    expect(codCheck([parcel('A', 1)], false)).toMatchObject({ kind: 'error', reason: 'notAllowed' });
  });

  it('a parcel from the wire: tracking id in capitals, COD amount only when it is COD', () => {
    const p = parcelFromWire({ id: 1, tracking_id: 'nvsgcol00301', to_name: 'C', dropped_off_at: 'x', status: 'pending_customer_collection', is_cod: false, cod_amount: 5 });
    expect(p.trackingId).toBe('NVSGCOL00301');
    expect(p.codAmount).toBeNull();
  });
});

describe('overstay', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('marks a parcel kept longer than the point’s maxParcelStayDuration days', () => {
    expect(isOverstayed({ droppedOffAt: '2026-11-20T12:00:00Z' }, 2, now)).toBe(true);
    expect(isOverstayed({ droppedOffAt: '2026-11-24T12:00:00Z' }, 2, now)).toBe(false);
    expect(isOverstayed({ droppedOffAt: '2026-11-20T12:00:00Z' }, undefined, now)).toBe(false);
  });
});

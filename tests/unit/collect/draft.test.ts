// @vitest-environment node
// The collection kept as a draft: a stored value of the flow's shape comes back whole, anything else is refused.
import { describe, expect, it } from 'vitest';
import { collectStateFrom } from '../../../src/plugins/collect/state/collectDraft';
import { confirmCash, proceed, scanParcel, START, verified } from '../../../src/plugins/collect/model/steps';

const roundTrip = (v: unknown) => collectStateFrom(JSON.parse(JSON.stringify(v)));

describe('collect draft', () => {
  it('keeps every step: verified, scanned, COD confirmed', () => {
    let s = verified({ name: 'Gopal Nair', contact: '+6590000007' }, [
      { id: 701, trackingId: 'NVSGCOL00701', toName: 'Gopal Nair', droppedOffAt: '2026-11-25T01:00:00Z', isCod: true, codAmount: 45.5 },
      { id: 702, trackingId: 'NVSGCOL00702', toName: 'Gopal Nair', droppedOffAt: '2026-11-25T01:00:00Z', isCod: false, codAmount: null },
    ], 'qr');
    s = scanParcel(s, 'NVSGCOL00701').state;
    s = confirmCash(proceed(s, true).state, true);
    expect(roundTrip(s)).toEqual(s);
    expect(roundTrip(START)).toEqual(START);
  });

  it('refuses a value of another shape', () => {
    expect(collectStateFrom(null)).toBeNull();
    expect(collectStateFrom({ ...START, step: 9 })).toBeNull();
    expect(collectStateFrom({ ...START, scanned: [1] })).toBeNull();
    expect(collectStateFrom({ ...START, parcels: [{ trackingId: 'X' }] })).toBeNull();
    expect(collectStateFrom({ ...START, method: 'sms' })).toBeNull();
    expect(collectStateFrom({ ...START, codProblem: { reason: 'other', trackingIds: [] } })).toBeNull();
    expect(collectStateFrom({ ...START, setAside: [1] })).toBeNull();
  });

  it('keeps the parcels set aside, and reads a draft kept before they were noted as none set aside', () => {
    const s = { ...START, setAside: ['NVSGCOL00701'] };
    expect(roundTrip(s)).toEqual(s);
    const { setAside: _, ...older } = START;
    expect(roundTrip(older)).toEqual(START);
  });
});

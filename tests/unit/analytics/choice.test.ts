import { describe, expect, it } from 'vitest';
import { choiceFromUrl, choiceToUrl, rangeToUrl } from '../../../src/plugins/analytics/model/choice';

const read = (query: string) => choiceFromUrl(new URLSearchParams(query), '2026-11');

describe('the analytics choice in the URL', () => {
  it('reads the range, category and shipper a URL keeps, and writes them back', () => {
    const choice = read('from=2026-04&to=2026-10&category=volume_n1_late_oc&shipper=52');
    expect(choice).toEqual({ range: { from: '2026-04', to: '2026-10' }, category: 'volume_n1_late_oc', shipper: 52 });
    expect(choiceToUrl(choice, '2026-11')).toEqual({ from: '2026-04', to: '2026-10', category: 'volume_n1_late_oc', shipper: '52' });
  });
  it('the default writes nothing: a plain link stays plain', () => {
    expect(read('')).toEqual({ range: { from: '2025-11', to: '2026-11' }, category: 'total_volume', shipper: null });
    expect(choiceToUrl(read(''), '2026-11')).toEqual({});
  });
  it('a range the page refuses reads as the default range (more than 24 months, backwards, future, not a month)', () => {
    for (const q of ['from=2024-05&to=2026-11', 'from=2026-10&to=2026-04', 'from=2026-10&to=2026-12', 'from=2026-13&to=2026-12', 'from=2026-04']) {
      expect(read(q).range).toEqual({ from: '2025-11', to: '2026-11' });
    }
  });
  it('an unknown category or a shipper that is not a whole number reads as the default', () => {
    expect(read('category=volume_n9&shipper=abc')).toMatchObject({ category: 'total_volume', shipper: null });
    expect(read('shipper=-3').shipper).toBeNull();
  });
  it('the link to the sister page carries the range alone, and nothing for the default range', () => {
    expect(rangeToUrl({ from: '2026-04', to: '2026-10' }, '2026-11')).toEqual({ from: '2026-04', to: '2026-10' });
    expect(rangeToUrl({ from: '2025-11', to: '2026-11' }, '2026-11')).toEqual({});
  });
});

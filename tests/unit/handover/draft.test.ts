// What survives a reload (the stored handovers are checked before use), the completion body and the summary's CSV.
import { describe, expect, it } from 'vitest';
import { completeBody } from '../../../src/plugins/handover/hooks/useComplete';
import { jobDay } from '../../../src/plugins/handover/components/JobPicker';
import { summaryRows } from '../../../src/plugins/handover/components/SummaryView';
import { EMPTY, type HandoverSummary } from '../../../src/plugins/handover/model/session';
import { toCsv } from '../../../src/ui';
import { statusLabelId } from '../../../src/plugins/handover/model/statuses';
import { draftsFrom, NO_HANDOVERS } from '../../../src/plugins/handover/state/handoverDraft';

const SUMMARY: HandoverSummary = {
  direction: 'toDriver', jobId: 900003, at: '2026-11-25T08:00:00.000Z', handedOver: ['NVSGOUT3001'], missing: ['NVSGOUT3005'],
  unexpected: ['=HYPERLINK("x")'], reason: 'Not on the shelf', statuses: { NVSGOUT3001: 'handover_complete' },
};

describe('draftsFrom', () => {
  it('takes both directions’ handovers, with a summary', () => {
    const stored = { toDriver: { ...EMPTY, jobId: 900003, scanned: ['NVSGOUT3001'], reason: 'x', verified: 'typed', completed: SUMMARY }, fromDriver: EMPTY };
    expect(draftsFrom(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(draftsFrom(NO_HANDOVERS)).toEqual(NO_HANDOVERS);
  });

  it('refuses a broken shape, so the kernel drops it and says so', () => {
    expect(draftsFrom(null)).toBeNull();
    expect(draftsFrom({ toDriver: EMPTY })).toBeNull();
    expect(draftsFrom({ toDriver: { ...EMPTY, scanned: [1] }, fromDriver: EMPTY })).toBeNull();
    expect(draftsFrom({ toDriver: { ...EMPTY, verified: 'maybe' }, fromDriver: EMPTY })).toBeNull();
    expect(draftsFrom({ toDriver: { ...EMPTY, completed: { ...SUMMARY, direction: 'sideways' } }, fromDriver: EMPTY })).toBeNull();
  });
});

describe('completeBody', () => {
  it('releases each scanned parcel to the driver, or to the point when received', () => {
    expect(completeBody('toDriver', ['A1', 'B2'])).toEqual({ orders: [{ tracking_id: 'A1', released_to: 'DRIVER' }, { tracking_id: 'B2', released_to: 'DRIVER' }] });
    expect(completeBody('fromDriver', ['C3'])).toEqual({ orders: [{ tracking_id: 'C3', released_to: 'DP' }] });
  });
});

describe('summaryRows', () => {
  it('one line a parcel with its outcome, the reason on the missing ones', () => {
    const t = (id: string, v?: Record<string, unknown>) => (v ? `${id}${JSON.stringify(v)}` : id);
    const rows = summaryRows(SUMMARY, t as never, '25 Nov, 04:00 PM');
    expect(rows[1]).toEqual(['NVSGOUT3001', 'handover.csv_toDriver', 'handover.status.handover_complete{"status":"handover_complete"}', '', '900003', '25 Nov, 04:00 PM']);
    expect(rows[2]).toEqual(['NVSGOUT3005', 'handover.csv_missing', '', 'Not on the shelf', '900003', '25 Nov, 04:00 PM']);
    expect(rows[3]?.[0]).toBe('=HYPERLINK("x")');
  });

  it('is one table: one header, every line with as many cells, the job and the time in columns of each', async () => {
    const csv = await toCsv(summaryRows(SUMMARY, ((id: string) => id) as never, '25 Nov, 04:00 PM'));
    const lines = csv.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual([
      'handover.tracking_id,handover.csv_outcome,handover.column_status,handover.reason_label,handover.csv_job,handover.csv_time',
      'NVSGOUT3001,handover.csv_toDriver,handover.status.handover_complete,,900003,"25 Nov, 04:00 PM"',
      'NVSGOUT3005,handover.csv_missing,,Not on the shelf,900003,"25 Nov, 04:00 PM"',
      `"'=HYPERLINK(""x"")",handover.csv_unexpected,,,900003,"25 Nov, 04:00 PM"`,
    ]);
    // No blank line, no line that fits no column.
    const { parse } = await import('papaparse');
    const table = parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data;
    expect(new Set(table.map((r) => r.length))).toEqual(new Set([6]));
  });

  it('through the shared CSV helper a formula cell is neutralised', async () => {
    const csv = await toCsv(summaryRows(SUMMARY, ((id: string) => id) as never, 'now'));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toMatch(/(^|\r\n)=HYPERLINK/);
  });
});

describe('statusLabelId', () => {
  it('names each spec status and falls back for others', () => {
    expect(statusLabelId('PENDING_DRIVER_PICKUP')).toBe('handover.status.pending_driver_pickup');
    expect(statusLabelId('lost_in_space')).toBe('handover.status.other');
  });
});

describe('jobDay', () => {
  it('shows the job’s calendar day in the operator’s language, whatever the device’s zone', () => {
    expect(jobDay('2026-11-25', 'en')).toBe('Nov 25, 2026');
    expect(jobDay('2026-11-25', 'fr')).toBe('25 nov. 2026');
    expect(jobDay('not a day', 'en')).toBe('not a day');
  });
});

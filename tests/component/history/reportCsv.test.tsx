// The server's parcel and payment reports as the operator saves them: every cell through the portal's CSV rule, so
// a recipient or shipper name that starts with '=' reaches the spreadsheet as text, while amounts stay numbers and
// phone numbers stay text.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
/** The files the page saved, by name. */
let saved: Map<string, Blob>;
beforeEach(() => {
  saved = new Map();
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blob = b as Blob; return 'blob:report'; });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { if (blob) saved.set(this.download, blob); });
});
afterEach(() => { vi.restoreAllMocks(); resetPortal(); resetHistorySim(); });

const csvAnswer = (text: string) => () => new HttpResponse(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
const savedText = async () => {
  const [file] = [...saved.values()];
  return file ? new TextDecoder().decode(await file.arrayBuffer()) : '';
};

describe('report CSVs', () => {
  it('the parcel report: a name starting with = is saved as text, a phone number stays text, an amount a number', async () => {
    server.use(http.get('*/api/:country/1.0/report/dp-parcels/volumes', csvAnswer([
      'tracking_id,shipper_name,to_name,to_contact,cod_amount',
      'NVSG0001,"=HYPERLINK(""http://evil.example"",""Refund"")",=1+1,+6516135728,12.50',
      'NVSG0002,Kopi Corner,"Tan, Ah Kow",+6591234567,',
      '',
    ].join('\r\n'))));
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const { user } = await renderPortal({ path: `/history?from=${from}`, plugins: [history], loggedInAs: 'sg-demo', locale: 'en' });
    await screen.findByText(/Only the latest 10,000 parcels are listed here/, undefined, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Download report' }));
    expect(await screen.findByText('The report is downloaded.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await savedText()).toBe([
      'tracking_id,shipper_name,to_name,to_contact,cod_amount',
      `NVSG0001,"'=HYPERLINK(""http://evil.example"",""Refund"")",'=1+1,'+6516135728,12.50`,
      `NVSG0002,Kopi Corner,"Tan, Ah Kow",'+6591234567,`,
      '',
    ].join('\r\n'));
  }, 60_000);

  it('the payment report: a negative amount stays a number, a cell that starts like a formula does not run', async () => {
    server.use(http.get('*/api/:country/1.0/report/dp-parcels/payment', csvAnswer('tracking_id,kind,amount,paid_at,settled\r\n@NVSG9,COD,-8.00,2026-11-27,true\r\n')));
    const { user } = await renderPortal({ path: '/payments', plugins: [orders, history], loggedInAs: 'sg-demo', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Download payment report' }));
    expect(await screen.findByText('The report is downloaded.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await savedText()).toBe("tracking_id,kind,amount,paid_at,settled\r\n'@NVSG9,COD,-8.00,2026-11-27,true\r\n");
  });
});

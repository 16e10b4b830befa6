// The review page as the operator meets it, against the orders simulator: a row's problem beside its cell, fixed in
// place, nothing sent while it stands, then the orders created and the results page.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bulk from '../../../src/plugins/bulk';
import orders from '../../../src/plugins/orders';
import shippers from '../../../src/plugins/shippers';
import { handlers as orderHandlers, resetOrdersSim } from '../../../src/plugins/orders/sim';
import { handlers as shipperHandlers } from '../../../src/plugins/shippers/sim';
import { layoutOf } from '../../../src/plugins/bulk/model/columns';
import { setUpload } from '../../../src/plugins/bulk/state/bulkStore';
import type { BulkUpload } from '../../../src/plugins/bulk/state/bulkDraft';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer([...orderHandlers, ...shipperHandlers]);
afterEach(() => {
  act(() => setUpload(null));
  resetPortal();
  resetOrdersSim();
  localStorage.clear();
});

const cells = (over: Record<string, string>) => ({ ...Object.fromEntries(layoutOf('post').columns.map((c) => [c.key, c.example])), ...over });
const upload: BulkUpload = {
  uploadId: 'component1',
  fileName: 'orders.csv',
  variant: 'post',
  rows: [
    { line: 2, cells: cells({ stamp_id: 'STAMPCOMP1' }) },
    { line: 3, cells: cells({ stamp_id: 'STAMPCOMP2', to_postcode: '110' }) },
  ],
  shippers: { 3301: { id: 3301, globalId: 5003001, name: 'Siam Silk House', isPrepaid: true, contact: '+66812345001', email: '', address: '', postcode: '' } },
  sent: {},
  outcomes: {},
};

describe('bulk review', () => {
  it('shows a row’s problem beside its cell, sends nothing until it is fixed, then creates the orders', async () => {
    const portal = await renderPortal({ path: '/review-bulk-order', plugins: [orders, shippers, bulk], loggedInAs: 'th-franchise-demo', locale: 'en' });
    act(() => setUpload(upload));
    const postcode = await screen.findByLabelText('Postcode, line 3', undefined, { timeout: 10_000 });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    const problem = screen.getByTestId('problem-3-to_postcode');
    expect(problem.textContent).toBe('Enter a valid post code');
    expect(postcode.getAttribute('aria-describedby')).toBe(problem.id);
    const send = screen.getByRole('button', { name: 'Create 2 orders' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bulk-blocked').textContent).toBe('1 row to fix before sending');

    await portal.user.clear(postcode);
    await portal.user.type(postcode, '11000{Enter}');
    // Said apart, should this ever fail again (it did once in CI, not here): typing lost, or the cell drawn anew.
    expect({ value: (postcode as HTMLInputElement).value, inPage: postcode.isConnected }).toEqual({ value: '11000', inPage: true });
    await waitFor(() => expect(screen.queryByTestId('problem-3-to_postcode')).toBeNull(), { timeout: 5000 });
    expect(screen.getByTestId('bulk-blocked').textContent).toBe('Every row is ready');

    // A shipper the upload did not look up cannot be sent.
    const shipper = screen.getByLabelText('Shipper ID, line 2');
    await portal.user.clear(shipper);
    await portal.user.type(shipper, '3302{Enter}');
    expect((await screen.findByTestId('problem-2-shipper_id', undefined, { timeout: 5000 })).textContent).toBe('Invalid shipper ID');
    await portal.user.clear(shipper);
    await portal.user.type(shipper, '3301{Enter}');
    await waitFor(() => expect(screen.queryByTestId('problem-2-shipper_id')).toBeNull(), { timeout: 5000 });

    await portal.user.click(screen.getByRole('button', { name: 'Create 2 orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders created' }, { timeout: 10_000 });
    expect(screen.getByTestId('bulk-result').textContent).toBe('2 of 2 orders created');
    expect(screen.getByTestId('shipper-3301').textContent).toContain('Siam Silk House');
  });

  it('an upload whose every chunk is answered goes to its outcome and never offers to send again', async () => {
    // The run that sent the last chunk may not be the page's (a reload, a remounted page, another run): the stored
    // upload alone decides that nothing is left to send.
    const answered: BulkUpload = {
      ...upload,
      rows: upload.rows.map((r) => ({ ...r, cells: { ...r.cells, to_postcode: '11000' } })),
      sent: { 'component1-3301-1': { receiptId: 7001 } },
      outcomes: { 2: { status: 'success', trackingId: 'NVTHPCOMP0001' }, 3: { status: 'success', trackingId: 'NVTHPCOMP0002' } },
    };
    act(() => setUpload(answered));
    const offers: string[] = [];
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid=bulk-send]');
      if (button && !button.disabled) offers.push(button.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    await renderPortal({ path: '/review-bulk-order', plugins: [orders, shippers, bulk], loggedInAs: 'th-franchise-demo', locale: 'en' });
    act(() => setUpload(answered));
    await screen.findByRole('heading', { level: 1, name: 'Orders created' }, { timeout: 10_000 });
    observer.disconnect();
    expect(screen.getByTestId('bulk-result').textContent).toBe('2 of 2 orders created');
    expect(screen.getByTestId('shipper-3301').textContent).toContain('Receipt');
    expect(offers).toEqual([]);
  });
});

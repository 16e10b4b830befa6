// The handover page against the simulated API in jsdom: a point with no job says so and still scans; a failed page
// of the job's orders says so with a retry; the completion writes its events with the missing reason.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { addEventSink } from '../../../src/kernel';
import handover from '../../../src/plugins/handover';
import { handlers, resetHandoverSim } from '../../../src/plugins/handover/sim';
import { renderPortal, resetPortal, setupPortalServer, type RenderedPortal } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
afterEach(() => {
  resetPortal();
  resetHandoverSim();
  localStorage.clear();
});

const SCAN = 'Tracking ID of the parcel';

async function scan(portal: RenderedPortal, id: string): Promise<void> {
  await portal.user.type(await screen.findByLabelText(SCAN), id);
  await portal.user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('driver handover', () => {
  it('a point with no active job says so and still lets the operator scan', async () => {
    server.use(http.get('*/api/:country/1.0/dp-job', () => HttpResponse.json({ data: [] })));
    const portal = await renderPortal({ path: '/to-driver', plugins: [handover], loggedInAs: 'sg-demo', locale: 'en' });
    expect((await screen.findByTestId('handover-no-job')).textContent).toBe('There is no active driver job for this point right now.');
    await scan(portal, 'NVSGOUT1001');
    expect((await screen.findByTestId('scan-result')).textContent).toContain('Parcel is incorrect. Verify and try again.');
  });

  it('a failed page of the job’s orders says so and loads again on retry', async () => {
    let fail = true;
    server.use(http.get('*/api/:country/1.0/job-orders', ({ request }) => {
      if (fail && new URL(request.url).searchParams.get('offset_id') !== '0') {
        fail = false;
        return HttpResponse.json({ error: { code: 500, title: 'X', message: 'Orders unavailable.' } }, { status: 500 });
      }
      return undefined;
    }));
    const portal = await renderPortal({ path: '/to-driver', plugins: [handover], loggedInAs: 'sg-demo', locale: 'en' });
    await portal.user.click(await screen.findByRole('radio', { name: /: 120 parcels/ }));
    expect((await screen.findByText("The job's parcels did not all load (50 of 120).")).closest('[role="alert"]')?.textContent).toContain('Orders unavailable.');
    // The first rows are drawn in the background (DataTable), just after the notice.
    await waitFor(() => expect(screen.getByTestId('handover-orders').querySelectorAll('tbody tr')).toHaveLength(50));
    await portal.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('handover-orders').querySelectorAll('tbody tr')).toHaveLength(120));
  });

  it('completing with a parcel missing logs the reason and the completion', async () => {
    const events: { kind: string; payload: Record<string, unknown> }[] = [];
    const stop = addEventSink((kind, payload) => { events.push({ kind, payload }); });
    try {
      const portal = await renderPortal({ path: '/to-driver', plugins: [handover], loggedInAs: 'sg-demo', locale: 'en' });
      await portal.user.click(await screen.findByRole('radio', { name: /: 3 parcels/ }));
      await waitFor(() => expect(screen.getByTestId('manifest-expected').textContent).toContain('3'));
      await scan(portal, 'NVSGOUT1001');
      await waitFor(() => expect(screen.getByTestId('manifest-scanned').textContent).toContain('1'));
      await portal.user.type(screen.getByLabelText(/Reason for the missing parcels/), 'Shelf empty');
      await portal.user.click(screen.getByRole('button', { name: 'The driver has confirmed' }));
      await portal.user.click(screen.getByRole('button', { name: 'Hand 1 parcel to the driver' }));
      await screen.findByTestId('handover-summary');
      const kinds = events.map((e) => e.kind);
      expect(kinds).toContain('handoverMissingReason');
      expect(events.find((e) => e.kind === 'handoverMissingReason')?.payload).toMatchObject({ reason: 'Shelf empty', missing: ['NVSGOUT1002', 'NVSGOUT1003'] });
      expect(events.find((e) => e.kind === 'handoverCompleted')?.payload).toMatchObject({ direction: 'toDriver', handedOver: 1, missing: 2 });
    } finally {
      stop();
    }
  });

  it('a pasted 300-character reason stays whole, says it is too long at once, and the handover is not completed', async () => {
    const portal = await renderPortal({ path: '/to-driver', plugins: [handover], loggedInAs: 'sg-demo', locale: 'en' });
    await portal.user.click(await screen.findByRole('radio', { name: /: 3 parcels/ }));
    await waitFor(() => expect(screen.getByTestId('manifest-expected').textContent).toContain('3'));
    await scan(portal, 'NVSGOUT1001');
    await waitFor(() => expect(screen.getByTestId('manifest-scanned').textContent).toContain('1'));
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => { if (request.method !== 'GET') posts.push(request.url); });

    const reason = screen.getByLabelText(/Reason for the missing parcels/) as HTMLTextAreaElement;
    const long = 'Driver left early. '.repeat(16).slice(0, 300);
    await portal.user.click(reason);
    await portal.user.paste(long);
    expect(reason.value).toBe(long);
    expect(await screen.findByText('This is too long for this field. Please shorten it.')).toBeTruthy();

    await portal.user.click(screen.getByRole('button', { name: 'The driver has confirmed' }));
    await portal.user.click(screen.getByRole('button', { name: 'Hand 1 parcel to the driver' }));
    expect(screen.queryByTestId('handover-summary')).toBeNull();
    expect(reason.value).toBe(long);
    expect(posts).toEqual([]);
  });
});

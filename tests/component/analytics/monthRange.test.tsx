// The month range's fields against the page's URL in jsdom: a range the page refuses stays in its field with its
// message, also when it was typed right after a range the page took and the URL the router shows catches up later.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import analytics from '../../../src/plugins/analytics';
import { addMonths } from '../../../src/plugins/analytics/model/months';
import { handlers } from '../../../src/plugins/analytics/sim';
import { currentMonth } from '../../../src/plugins/analytics/sim/volumes';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

vi.mock('../../../src/ui/useNearView', () => ({ useNearView: () => true }));
vi.mock('../../../src/plugins/analytics/charts/BarChart', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} data-testid="bar-chart" />,
}));

setupPortalServer(handlers);
afterEach(() => resetPortal());

const FUTURE = 'The last month cannot be in the future.';

describe('month range', () => {
  for (const path of ['/analytics', '/analytics/shippers']) {
    it(`${path}: a last month in the future typed right after one the page took stays in its field with its message`, async () => {
      const now = currentMonth('sg');
      const lastMonth = addMonths(now, -1);
      await renderPortal({ path: `${path}?from=${addMonths(now, -12)}&to=${lastMonth}`, plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en' });
      const to = await screen.findByLabelText<HTMLInputElement>('To month');
      expect(to.value).toBe(lastMonth);
      // The month's arrow pressed twice: this month (taken, written to the URL), then the next (refused), before
      // the router shows the URL of the first.
      await act(async () => {
        fireEvent.change(to, { target: { value: now } });
        fireEvent.change(to, { target: { value: addMonths(now, 2) } });
      });
      // The URL of the month taken has been shown since; the refused month is still what the field holds.
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(to.value).toBe(addMonths(now, 2));
      expect(screen.getByText(FUTURE)).toBeTruthy();
      // A month it takes again: the message goes and the field keeps what was typed.
      await act(async () => { fireEvent.change(to, { target: { value: lastMonth } }); });
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(to.value).toBe(lastMonth);
      expect(screen.queryByText(FUTURE)).toBeNull();
    });
  }
});

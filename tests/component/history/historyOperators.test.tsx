// History's lists kept in memory belong to the operator at the point: two single sign-on users (no login name) at
// the same point, one after the other in one tab, each get their own list from the server.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/kernel/session/store';
import history from '../../../src/plugins/history';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { forgetPages } from '../../../src/plugins/history/state/parcelPages';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { requestsTo } from '../../harness/network';

const server = setupPortalServer(handlers);
// The whole result takes a while to draw in jsdom on a busy machine.
const LOADED = { timeout: 45_000 };
// One day: a short whole result.
const ONE_LIST = `/history?view=all&from=${new Date().toISOString().slice(0, 10)}`;
afterEach(() => { resetPortal(); resetHistorySim(); forgetPages(); });

/** Logged in at sg-demo's point as a single sign-on user: an e-mail and a user id, no login name. */
const asSsoUser = (email: string, dpUserId: number) => () => {
  const info = session.loginInfo;
  if (!info) throw new Error('not logged in');
  const { username: _none, ...rest } = info;
  session.loginInfo = { ...rest, oauthEmail: email, dpUserId };
};

describe('history kept per operator', () => {
  it('the whole-result list of one single sign-on user is not shown to the next at the same point', async () => {
    const asked = requestsTo(server, /reservations\/parcel.*page_size=1000/);
    await renderPortal({ path: ONE_LIST, plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: asSsoUser('ana@example.com', 9101) });
    expect(await screen.findByText(/^[\d,]+ of [\d,]+ parcels$/, undefined, LOADED)).toBeTruthy();
    const first = asked.length;
    expect(first).toBeGreaterThan(0);
    resetPortal();

    await renderPortal({ path: ONE_LIST, plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: asSsoUser('ben@example.com', 9102) });
    expect(await screen.findByText(/^[\d,]+ of [\d,]+ parcels$/, undefined, LOADED)).toBeTruthy();
    // Asked again for the second user, not served from the first one's list.
    expect(asked.length).toBeGreaterThan(first);
  });

  it('the pages of one single sign-on user are not shown to the next at the same point', async () => {
    const asked = requestsTo(server, /reservations\/parcel/);
    await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: asSsoUser('ana@example.com', 9101) });
    expect(await screen.findByRole('table', { name: 'Parcels' })).toBeTruthy();
    const first = asked.length;
    expect(first).toBeGreaterThan(0);
    resetPortal();

    await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: asSsoUser('ben@example.com', 9102) });
    expect(await screen.findByRole('table', { name: 'Parcels' })).toBeTruthy();
    expect(asked.length).toBeGreaterThan(first);
  });
});

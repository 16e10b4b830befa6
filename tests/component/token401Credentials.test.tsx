// A 401 in the middle of a session drops the stored credentials at once: a reload would land on the login screen,
// while the page stays behind 'Please log out and log in again' and the operator's drafts wait for their next login.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineDraft } from '../../src/kernel';
import { session } from '../../src/kernel/session/store';
import { readStored, STORAGE_KEYS } from '../../src/kernel/session/storage';
import { setControl } from '../../src/sim/control';
import { renderPortal, resetPortal, setupPortalServer } from '../harness/renderPortal';

setupPortalServer();
afterEach(() => { resetPortal(); });

const note = defineDraft<string>({ name: 'test.note', version: 1, validate: (v) => (typeof v === 'string' ? v : null) });

describe('a 401 mid-session', () => {
  it('drops the token and the point from storage, keeps the drafts, and leaves the page behind the question', async () => {
    await renderPortal({
      path: '/',
      loggedInAs: 'sg-demo',
      locale: 'en',
      beforeRender: () => {
        note.save('half-filled');
        setControl({ fault: '401-next' });
      },
    });
    expect(readStored(STORAGE_KEYS.loginInfo)).not.toBeNull();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please log out and log in again.')).toBeTruthy();

    // What a reload would start from: nobody logged in.
    expect(readStored(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(readStored(STORAGE_KEYS.partnerInfo)).toBeNull();
    // A later change to the session (the language, a flag) does not write them back.
    session.locale = 'fr';
    await Promise.resolve();
    expect(readStored(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(readStored(STORAGE_KEYS.locale)).toBe('fr');
    // The page is still there behind the question, and the operator's draft waits for the next login.
    expect(session.loginInfo).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(note.load()).toBe('half-filled');
  });
});

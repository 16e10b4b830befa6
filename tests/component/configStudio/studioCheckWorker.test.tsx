// The studio's problem list follows the typing through the check worker: the page posts the drafts, the worker's
// answer is drawn, and an answer for a text the admin has typed past is never drawn. The worker here is a stand-in
// whose answers the test releases in the order it chooses; each answer is the real shared check
// (checkConfigFiles) on the drafts the page posted, over the files as served.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { checkConfigFiles, readServed, type BrowserConfigCheck } from '../../../src/kernel';
import { pluginManifests } from '../../../src/kernel/pluginHost/registry';
import type { CheckWorkerLike } from '../../../src/plugins/configStudio/state/checkWorker';
import type { CheckAnswer, CheckAsked } from '../../../src/plugins/configStudio/state/checkWorkerHost';
import { editedReader } from '../../../src/plugins/configStudio/state/editedSet';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer([
  http.get('*/config/*', async ({ request }) => {
    const rel = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/config\//, ''));
    try {
      return new HttpResponse(await readFile(join('config', rel), 'utf8'), { headers: { 'content-type': 'application/json' } });
    } catch {
      return new HttpResponse(null, { status: 404 });
    }
  }),
]);

type Checked = Extract<CheckAsked, { kind: 'check' }>;

/** The stand-in worker: keeps what the page asked; `answer` runs the shared check on it and posts the result. */
class HeldWorker implements CheckWorkerLike {
  static last: HeldWorker | null = null;
  asked: Checked[] = [];
  onmessage: ((event: MessageEvent<CheckAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    HeldWorker.last = this;
  }
  postMessage(message: CheckAsked) {
    if (message.kind === 'check') this.asked.push(message);
  }
  terminate() {}
  /** The shared check of what the page asked. */
  resultOf(asked: Checked): Promise<BrowserConfigCheck> {
    return checkConfigFiles(editedReader({ get: (f) => asked.drafts[f] ?? null }, readServed));
  }
  /** Posts a result to the page, at once. */
  post(asked: Checked, result: BrowserConfigCheck) {
    this.onmessage?.({ data: { kind: 'answer', id: asked.id, result } } as MessageEvent<CheckAnswer>);
  }
  async answer(asked: Checked) {
    const result = await this.resultOf(asked);
    await act(async () => this.post(asked, result));
  }
}

const PREFIX = '"phonePrefix": "+63"';
const status = () => screen.getByTestId('studio-problem-status').textContent;
const CLEAN = 'No problems: the files pass every check.';

/** Every text the problem status showed, in order. */
function statusesShown(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const now = status() ?? '';
    if (seen[seen.length - 1] !== now) seen.push(now);
  });
  observer.observe(screen.getByTestId('studio-problem-status'), { subtree: true, childList: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

async function openPh() {
  // Every plugin of the build: the check asks what they declare (form kinds, gates), as in the portal.
  await renderPortal({ path: '/config-studio', plugins: pluginManifests() });
  const worker = await waitFor(() => {
    if (!HeldWorker.last?.asked.length) throw new Error('no check asked of the worker yet');
    return HeldWorker.last;
  });
  // The check of the files as served, asked when the page has its file list.
  await worker.answer(worker.asked[0]!);
  await waitFor(() => expect(status()).toBe(CLEAN));
  const files = screen.getByLabelText('Files') as HTMLSelectElement;
  await act(async () => {
    files.value = 'countries/ph.json';
    files.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const content = await screen.findByRole('textbox', { name: 'Content of countries/ph.json' });
  await waitFor(() => expect(content.textContent).toContain(PREFIX));
  const view = EditorView.findFromDOM(content)!;
  /** One keystroke: the + of the phone prefix taken out or put back (then `after`, in the same task). */
  const type = (key: 'Backspace' | '+', after?: () => void) => act(() => {
    const plus = view.state.doc.toString().indexOf('"phonePrefix": "') + '"phonePrefix": "'.length;
    view.dispatch(key === 'Backspace' ? { changes: { from: plus, to: plus + 1 }, userEvent: 'delete.backward' } : { changes: { from: plus, insert: '+' }, userEvent: 'input.type' });
    after?.();
  });
  /** Waits for the page to ask the worker its next check (after the pause in typing), and returns it. */
  const nextAsked = async (count: number) => waitFor(() => {
    const asked = worker.asked[count - 1];
    if (!asked) throw new Error(`check ${count} not asked yet`);
    return asked;
  });
  return { worker, type, nextAsked };
}

describe('the studio\'s check in a worker', () => {
  beforeAll(() => vi.stubGlobal('Worker', HeldWorker));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    HeldWorker.last = null;
    resetPortal();
  });

  it('lists the problem of a keystroke once the worker answers, with the text the editor has', async () => {
    const { worker, type, nextAsked } = await openPh();
    const asked = worker.asked.length;
    await type('Backspace');
    const broken = await nextAsked(asked + 1);
    expect(broken.drafts['countries/ph.json']).toContain('"phonePrefix": "63"');
    expect(status()).toBe(CLEAN);
    await worker.answer(broken);
    await waitFor(() => expect(status()).toBe('Problems found: 1'));
    expect(screen.getByTestId('studio-problems').textContent).toContain('config/countries/ph.json');
    expect(screen.getByTestId('studio-problems').textContent).toContain('/phonePrefix');
    await type('+');
    await worker.answer(await nextAsked(asked + 2));
    await waitFor(() => expect(status()).toBe(CLEAN));
  });

  it('never shows an answer for a text typed past: neither one that comes after the next keystroke nor one after the newer answer', async () => {
    const { worker, type, nextAsked } = await openPh();
    const shown = statusesShown();
    const asked = worker.asked.length;
    await type('Backspace');
    const broken = await nextAsked(asked + 1);
    // The + is put back, and the worker's answer for the text without it comes right after the keystroke, while the
    // page still waits out the pause before asking for the newer text.
    const stale = await worker.resultOf(broken);
    expect(stale.problems).toHaveLength(1);
    await type('+', () => worker.post(broken, stale));
    const mended = await nextAsked(asked + 2);
    expect(mended.drafts['countries/ph.json']).toBeUndefined();
    // Still the last result shown (with 'Checking…' after it should the newer check take a while).
    expect(status()).toMatch(/^No problems/);
    // Now the other order: the newer answer first, the stale one after it.
    await type('Backspace');
    const brokenAgain = await nextAsked(asked + 3);
    await type('+');
    const mendedAgain = await nextAsked(asked + 4);
    await worker.answer(mendedAgain);
    await worker.answer(brokenAgain);
    await worker.answer(mended);
    expect(status()).toBe(CLEAN);
    expect(shown).not.toContain('Problems found: 1');
  });
});

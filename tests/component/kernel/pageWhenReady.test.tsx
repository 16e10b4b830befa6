// A page is drawn as soon as its code is there: in the first draw when it came before (no 'Loading…' in between, which
// React would hold on screen for up to 300 ms), by a plain update when it comes later, and a page whose code does not
// arrive reaches its error boundary as before.
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from '../../../src/kernel/readyLazy';
import { PageWhenReady } from '../../../src/kernel/shell/PageWhenReady';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const SendPage = () => <input aria-label="Tracking ID" />;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) { return { error: e.message }; }
  override render() { return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children; }
}

const draw = (page: ReturnType<typeof readyLazy<object>>) => render(
  <Boundary><Suspense fallback={<p>Suspended</p>}><PageWhenReady page={page} waiting={<p>Loading…</p>} /></Suspense></Boundary>,
);

describe('PageWhenReady', () => {
  it('draws a page whose code has arrived in the first draw, with no waiting state', async () => {
    const page = readyLazy(() => Promise.resolve({ default: SendPage }));
    await page.ready();
    draw(page);
    expect(screen.getByRole('textbox', { name: 'Tracking ID' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('says it is loading until the code comes, then draws the page without suspending', async () => {
    const code = deferred<{ default: typeof SendPage }>();
    const page = readyLazy(() => code.promise);
    draw(page);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(page.isReady()).toBe(false);
    await act(async () => { code.resolve({ default: SendPage }); await code.promise; });
    expect(screen.getByRole('textbox', { name: 'Tracking ID' })).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('a page whose code does not arrive reaches its error boundary', async () => {
    const code = deferred<{ default: typeof SendPage }>();
    const page = readyLazy(() => code.promise);
    draw(page);
    await act(async () => { code.reject(new Error('Loading chunk failed')); await code.promise.catch(() => undefined); });
    expect((await screen.findByRole('alert')).textContent).toBe('Loading chunk failed');
  });

  it('asks for the code once, however often it is drawn or awaited', async () => {
    let asked = 0;
    const page = readyLazy(() => { asked += 1; return Promise.resolve({ default: SendPage }); });
    await Promise.all([page.ready(), page.ready()]);
    draw(page);
    draw(page);
    expect(asked).toBe(1);
  });
});

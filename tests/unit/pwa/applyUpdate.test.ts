import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate } from '../../../src/kernel/pwa/applyUpdate';

/** A service worker version as the page sees it: its state, its messages, its statechange events. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: string) { super(); }
  postMessage(m: unknown) { this.messages.push(m); }
  become(state: string) { this.state = state; this.dispatchEvent(new Event('statechange')); }
}

function fakeContainer(registration: object | undefined) {
  const container = Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => { Reflect.deleteProperty(navigator, 'serviceWorker'); });

describe('applyUpdate', () => {
  it('tells the installed next version to take over and reloads once it controls the page', async () => {
    const next = new FakeWorker('installed');
    const container = fakeContainer({ update: () => Promise.resolve(), waiting: next, installing: null });
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    next.become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a version still installing (its files downloading) before it takes over', async () => {
    const next = new FakeWorker('installing');
    const registration = { update: () => Promise.resolve(), waiting: null, installing: next };
    fakeContainer(registration);
    const reload = vi.fn();
    const done = applyUpdate(reload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next.messages).toEqual([]);
    next.become('installed');
    await done;
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('reloads at once where there is no worker, or no new version of it', async () => {
    fakeContainer(undefined);
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);

    fakeContainer({ update: () => Promise.reject(new Error('offline')), waiting: null, installing: null });
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

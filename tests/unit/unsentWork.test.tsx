// The kernel's unsent-work registry: flows register what they hold (a state module, or a page while mounted); the
// log-out reads them all at the moment of asking, and a broken flow never keeps the operator from leaving.
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUnsentWork, unsentWork, useUnsentWork } from '../../src/kernel';

const stops: Array<() => void> = [];
afterEach(() => {
  cleanup();
  while (stops.length) stops.pop()?.();
});

describe('registerUnsentWork', () => {
  it('lists what every flow holds now, one piece or several, and nothing once a flow stops', () => {
    let scanned = 0;
    stops.push(registerUnsentWork(() => (scanned > 0 ? { messageId: 'a.unsent', values: { count: scanned } } : null)));
    const stopB = registerUnsentWork(() => [{ messageId: 'b.one' }, { messageId: 'b.two' }]);
    expect(unsentWork()).toEqual([{ messageId: 'b.one' }, { messageId: 'b.two' }]);
    scanned = 2;
    expect(unsentWork()).toEqual([{ messageId: 'a.unsent', values: { count: 2 } }, { messageId: 'b.one' }, { messageId: 'b.two' }]);
    stopB();
    expect(unsentWork()).toEqual([{ messageId: 'a.unsent', values: { count: 2 } }]);
  });

  it('leaves out a flow whose description throws, and an empty list', () => {
    stops.push(registerUnsentWork(() => { throw new Error('broken state'); }));
    stops.push(registerUnsentWork(() => []));
    stops.push(registerUnsentWork(() => ({ messageId: 'c.unsent' })));
    expect(unsentWork()).toEqual([{ messageId: 'c.unsent' }]);
  });
});

describe('useUnsentWork', () => {
  let add: () => void = () => {};
  function Page() {
    const [count, setCount] = useState(0);
    add = () => setCount((c) => c + 1);
    useUnsentWork(() => (count > 0 ? { messageId: 'page.unsent', values: { count } } : null));
    return null;
  }

  it('counts while the page is mounted, with the page’s latest state, and not after it unmounts', () => {
    const view = render(<Page />);
    expect(unsentWork()).toEqual([]);
    act(() => add());
    act(() => add());
    expect(unsentWork()).toEqual([{ messageId: 'page.unsent', values: { count: 2 } }]);
    view.unmount();
    expect(unsentWork()).toEqual([]);
  });
});

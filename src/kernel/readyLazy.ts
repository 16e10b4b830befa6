import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that is drawn at once when its code has already arrived (see readyLazy). */
export interface ReadyLazy<P extends object> {
  Component: ComponentType<P>;
  /** Whether the code has arrived: `Component` then draws without suspending. */
  isReady: () => boolean;
  /** Asks for the code (once); resolves when `Component` can be drawn without suspending, rejects as the load does. */
  ready: () => Promise<void>;
}

/**
 * Like React.lazy, except that once the code has arrived the component is drawn directly. A lazy component suspends on
 * its first draw even when its code came long before, and React shows a Suspense boundary's content no sooner than
 * 300 ms after the last fallback it showed: opened cold, home's menu waited some 250 ms on that timer with the main
 * thread idle. Start-up awaits `ready()` of the shell and of a kernel page before its first draw (boot.tsx), and a
 * page is drawn once `ready()` settles (PageWhenReady.tsx), not by a Suspense boundary's retry.
 */
export function readyLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ReadyLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let asked: Promise<{ default: ComponentType<P> }> | undefined;
  const ask = () =>
    (asked ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(ask);
  // Each drawn instance keeps the type it first drew: React may commit React.lazy's element once the code comes, and
  // a later draw that switched it to the loaded component would mount the whole page again, its state lost.
  const Component = (props: P) => {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return { Component, isReady: () => loaded !== undefined, ready: () => ask().then(() => undefined) };
}

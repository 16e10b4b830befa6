// A bench's way out when it hangs or is stopped (watchdog, Ctrl+C, SIGTERM): close what it opened, say why, exit 2.

/**
 * Starts the watchdog and the signal handlers. `closeAll` closes the browsers and servers; `onAbort(reason)` then
 * reports (and normally exits). After an abort the main flow should stay silent: it reads `aborted()`.
 */
export function guardRun({ limitMs, closeAll, onAbort }) {
  let reason = null;
  async function abort(why) {
    if (reason) return;
    reason = why;
    console.error(`\nBENCH FAILED: ${why}`);
    setTimeout(() => process.exit(2), 5000).unref();
    await closeAll();
    onAbort(why);
  }
  const watchdog = setTimeout(() => void abort(`still running after ${limitMs / 1000} s; gave up`), limitMs);
  watchdog.unref();
  const handlers = { SIGINT: () => void abort('stopped by SIGINT'), SIGTERM: () => void abort('stopped by SIGTERM') };
  for (const [signal, handler] of Object.entries(handlers)) process.once(signal, handler);
  return {
    /** Why the run was aborted, or null. */
    aborted: () => reason,
    /** The run ended by itself: no watchdog any more. */
    done: () => clearTimeout(watchdog),
    /**
     * Vite's preview server adds a SIGTERM listener that closes it and exits at once (exit 143), before the browsers
     * are closed and the run reported: only this guard's listener stays.
     */
    ownSigterm: () => {
      for (const listener of process.listeners('SIGTERM')) if (listener !== handlers.SIGTERM) process.off('SIGTERM', listener);
    },
  };
}

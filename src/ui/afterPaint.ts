/**
 * Runs `fn` once the next frame has been drawn (or after 100 ms, where no frame comes, e.g. a hidden tab). For work
 * that should not delay what the operator is about to see: it runs in a task after that frame, not before it.
 */
export function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

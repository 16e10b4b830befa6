/* global window, document, requestAnimationFrame, getComputedStyle, MutationObserver -- this runs in the page */
// Runs in the page before any of its scripts (context.addInitScript): notes, in performance.now() time (ms since
// navigation start), when input[name=username] is first in the layout and visible, the frame after that, and the
// largest-contentful-paint entries. Kept small so it does not weigh on what it measures.
export function installProbe() {
  const probe = { inputAt: null, inputFrameAt: null, lcp: [] };
  window.__bench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.lcp.push({ startTime: e.startTime, tag: e.element ? e.element.tagName : null, size: e.size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the field stays empty.
  }
  const visible = (el) => {
    if (!el || !el.isConnected || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const check = () => {
    if (probe.inputAt !== null) return true;
    const el = document.querySelector('input[name=username]');
    if (!el) return false;
    if (!visible(el)) {
      // In the DOM but not shown yet (styles or a transition pending): look again next frame.
      requestAnimationFrame(check);
      return false;
    }
    probe.inputAt = performance.now();
    // The next frame after the form is in the layout: a close upper bound of when it was painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.inputFrameAt = performance.now();
      };
      channel.port2.postMessage(0);
    });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
}

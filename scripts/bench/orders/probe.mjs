/* global window, document, requestAnimationFrame, MutationObserver, getComputedStyle, CSSStyleSheet -- runs in the page */
// In-page probe of the new-order bench, installed with context.addInitScript(installOrdersProbe, selector) before any
// of the page's scripts. All times are performance.now() (ms since navigation start). It records:
//  - longtask entries (main-thread tasks over 50 ms) and long-animation-frame entries with their top scripts and how
//    long their rendering (from renderStart) and its style and layout part took;
//  - Event Timing entries (type 'event', durationThreshold 16: each keydown/keypress/beforeinput/input/keyup whose
//    duration, event timestamp to the next paint after its handlers, is 16 ms or more, rounded to 8 ms);
//  - formAt: when `selector` (the recipient name input) is first in the layout and visible;
//  - per key while armed: the keydown's timeStamp (capture listener on window), when the field's value changed
//    (capture 'input' listener) and the next frame after that: requestAnimationFrame, then a MessageChannel message
//    posted from the rAF callback, which runs once that frame has been produced (the rAF-probe paint estimate);
//  - style rules inserted (CSSStyleSheet.insertRule, which Emotion and so Chakra use): a rule in an `@layer` block
//    makes Chromium restyle the whole document, which a keystroke then waits for (a Chakra recipe used for the first
//    time inserts one).
export function installOrdersProbe(selector) {
  const b = { longTasks: [], loafs: [], events: [], keys: [], rules: [], formAt: null, armed: false, supported: {} };
  window.__ordersBench = b;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function probedInsertRule(rule, index) {
    b.rules.push({ at: performance.now(), layered: /^\s*@layer\b/.test(rule), text: String(rule).slice(0, 90) });
    return insertRule.call(this, rule, index);
  };
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
      b.supported[type] = true;
    } catch {
      b.supported[type] = false;
    }
  };
  observe('longtask', (e) => b.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) => b.loafs.push({
    start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
    // The frame's rendering (rAF callbacks, style, layout, paint) and its style and layout part.
    render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
    styleLayout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
    scripts: (e.scripts ?? []).map((s) => ({ src: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, duration: s.duration }))
      .sort((x, y) => y.duration - x.duration).slice(0, 3),
  }));
  const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
  observe('event', (e) => {
    if (KEY_EVENTS.has(e.name)) b.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
  }, { durationThreshold: 16 });

  window.addEventListener('keydown', (ev) => {
    if (b.armed) b.keys.push({ key: ev.key, field: ev.target?.id ?? null, down: ev.timeStamp, inputAt: null, paintAt: null });
  }, true);
  window.addEventListener('input', () => {
    const k = b.keys.at(-1);
    if (!b.armed || !k || k.inputAt !== null) return;
    k.inputAt = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        k.paintAt = performance.now();
        k.done?.();
      };
      ch.port2.postMessage(0);
    });
  }, true);
  /** Resolves once key i has its paint estimate (or after timeoutMs). */
  b.waitKey = (i, timeoutMs = 5000) => new Promise((resolve) => {
    const k = b.keys[i];
    if (!k || k.paintAt !== null) return resolve(Boolean(k));
    k.done = () => resolve(true);
    setTimeout(() => resolve(false), timeoutMs);
  });

  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const check = () => {
    const el = b.formAt === null && document.querySelector(selector);
    if (el && visible(el)) b.formAt = performance.now();
    return b.formAt !== null;
  };
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
}

/**
 * Sticky bars (the phone header, an order's footer) must never hide the control that has the keyboard focus (WCAG
 * 2.2, 2.4.11). One mechanism for every page: each bar registers itself (useStickyBar); their real heights, measured
 * as they change, become the page's scroll-padding, so the browser's own scrolling (focus, find, anchors) stops clear
 * of them; and when a control that receives focus still ends up under a bar (a browser that ignores scroll-padding for
 * focus), the page is scrolled by what is hidden.
 */
import { useCallback, type RefCallback } from 'react';

export type StickyEdge = 'top' | 'bottom';

/** Room left between a focused control and a bar. */
const GAP_PX = 8;

const bars = new Map<HTMLElement, StickyEdge>();
let resize: ResizeObserver | null = null;

/** The height of the tallest displayed bar at an edge (bars at one edge overlap, they do not stack). */
function heightAt(edge: StickyEdge): number {
  let px = 0;
  for (const [el, e] of bars) if (e === edge) px = Math.max(px, el.getBoundingClientRect().height);
  return Math.ceil(px);
}

function updatePadding(): void {
  const style = document.documentElement.style;
  const top = heightAt('top');
  const bottom = heightAt('bottom');
  style.scrollPaddingTop = top > 0 ? `${top + GAP_PX}px` : '';
  style.scrollPaddingBottom = bottom > 0 ? `${bottom + GAP_PX}px` : '';
}

/** How far to scroll so `r` is clear of every bar that overlaps it (positive: down). */
export function overlapShift(r: DOMRectReadOnly, barRects: ReadonlyArray<{ edge: StickyEdge; rect: DOMRectReadOnly }>): number {
  let down = 0;
  let up = 0;
  for (const { edge, rect: b } of barRects) {
    if (b.height === 0 || r.bottom <= b.top || r.top >= b.bottom) continue;
    if (edge === 'bottom') down = Math.max(down, r.bottom - b.top + GAP_PX);
    else up = Math.min(up, r.top - b.bottom - GAP_PX);
  }
  return down > 0 ? down : up;
}

/** Scrolls the focused control clear of the bars, if one covers it. */
function reveal(target: Element): void {
  if (document.activeElement !== target || !target.isConnected) return;
  // A dialog sits above the bars; a control of a bar is on view with it.
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
  for (const bar of bars.keys()) if (bar.contains(target)) return;
  const shift = overlapShift(target.getBoundingClientRect(), [...bars].map(([el, edge]) => ({ edge, rect: el.getBoundingClientRect() })));
  if (shift !== 0) window.scrollBy({ top: shift, behavior: 'instant' });
}

// After the browser's own scroll into view (it comes after the focus event), so the correction is the last word.
const onFocusIn = (e: FocusEvent) => {
  const target = e.target;
  if (target instanceof Element) requestAnimationFrame(() => reveal(target));
};

function register(el: HTMLElement, edge: StickyEdge): void {
  if (bars.size === 0) {
    document.addEventListener('focusin', onFocusIn);
    if (typeof ResizeObserver !== 'undefined') resize = new ResizeObserver(updatePadding);
    window.addEventListener('resize', updatePadding);
  }
  bars.set(el, edge);
  // The observer reports the bar's size after the next layout; measuring it here would force a layout of the whole
  // page in the middle of React's commit (15 to 20 ms at 4x CPU on every cold page).
  if (resize) resize.observe(el);
  else updatePadding();
}

function unregister(el: HTMLElement): void {
  if (!bars.delete(el)) return;
  resize?.unobserve(el);
  if (bars.size === 0) {
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('resize', updatePadding);
    resize?.disconnect();
    resize = null;
  }
  updatePadding();
}

/** A ref for a sticky bar at `edge`: while it is mounted, focused controls are kept clear of it. */
export function useStickyBar<T extends HTMLElement>(edge: StickyEdge): RefCallback<T> {
  return useCallback((el: T | null) => {
    if (!el) return undefined;
    register(el, edge);
    return () => unregister(el);
  }, [edge]);
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. What the operator has not scrolled near
 * (a chart under the fold of a phone) then costs neither its code nor its drawing until it is wanted. Where the
 * browser cannot tell, it is true at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '100px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { setNear(true); seen.disconnect(); }
    }, { rootMargin: `${margin} 0px` });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, ref, margin]);
  return near;
}

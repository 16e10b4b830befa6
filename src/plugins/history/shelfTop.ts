import type { DpInfo, PageFrameDecl } from '@kernel';

/** How many days a parcel may stay on the point's shelf before it overstays (spec mock data: 2). */
export function maxStayDays(point: Pick<DpInfo, 'maxParcelStayDuration'> | null): number {
  return point?.maxParcelStayDuration ?? 2;
}

/** Parcels in store's heading and intro: drawn by the page, and by a cold start before the portal's code. */
export function shelfTop(point: Pick<DpInfo, 'maxParcelStayDuration'> | null): PageFrameDecl & { intro: string } {
  return { title: 'store.title', intro: 'store.intro', values: { days: maxStayDays(point) } };
}

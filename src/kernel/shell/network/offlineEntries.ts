import { pageWorksOffline } from '../../pageSources';
import type { MenuEntry } from '../../routing/access';

/**
 * The point's menu entries whose page works with no network (`worksOffline`: send, the driver handover…), in menu
 * order, children after their group: what the offline notice offers instead of a page that waits for the server.
 */
export function offlineEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [
    ...(e.path && e.routeId && !e.disabled && pageWorksOffline(e.routeId) ? [e] : []),
    ...offlineEntries(e.children),
  ]);
}

/** The menu entry that opens `routeId`, wherever it sits in the menu; undefined when none does. */
export function menuEntryOf(entries: readonly MenuEntry[], routeId: string | undefined): MenuEntry | undefined {
  for (const e of entries) {
    if (e.routeId === routeId && e.path) return e;
    const child = menuEntryOf(e.children, routeId);
    if (child) return child;
  }
  return undefined;
}

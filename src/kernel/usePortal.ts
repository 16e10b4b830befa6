import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { getRuntime } from './runtime';
import { session, type SessionState } from './session/store';
import { portalView, type PortalView } from './portalView';

export type { PortalView } from './portalView';

/** The logged-in point, its country, flags and visible menu, re-derived when the session changes. */
export function usePortal(): PortalView {
  // The snapshot is only a change signal here; deriving from it as plain data.
  const snap = useSnapshot(session) as unknown as SessionState;
  const { config } = getRuntime();
  return useMemo(() => portalView(config, snap), [snap, config]);
}

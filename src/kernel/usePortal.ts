import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { getRuntime } from './runtime';
import { session, type SessionState } from './session/store';
import { portalView, type PortalView } from './portalView';

export type { PortalView } from './portalView';

/** The logged-in point, its country, flags and visible menu, re-derived when the session changes. */
export function usePortal(): PortalView {
  // Only the three fields the view is derived from are read, so the session's other fields (loading, modal, locale)
  // re-render no page that asks for the portal.
  const snap = useSnapshot(session) as unknown as SessionState;
  const { loginInfo, dpInfo, remoteFlags } = snap;
  const { config } = getRuntime();
  return useMemo(() => portalView(config, { loginInfo, dpInfo, remoteFlags }), [loginInfo, dpInfo, remoteFlags, config]);
}

import { Box, Center } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { Loading } from '../../ui/PageState';
import { useIntl, useT } from '../i18n/intl';
import { usePortalWorker } from '../pwa/usePortalWorker';
import { usePortal } from '../usePortal';
import { PageBoundary } from './PageBoundary';
import { withTimeout } from '../pages';
import { lazyShell } from './lazyShell';
import { session } from '../session/store';

const Shell = lazyShell.Component;
const ShellModals = lazy(withTimeout(() => import('./ShellModals')));

/** Route id of the deepest match, set as `handle` by the router. */
function useRouteId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { routeId?: string } | undefined;
    if (handle?.routeId) return handle.routeId;
  }
  return undefined;
}

/** Applies the routing rules of the spec: logged out goes to login, login while logged in goes home, scroll to top. */
export function RootLayout() {
  const t = useT();
  const location = useLocation();
  const routeId = useRouteId();
  const portal = usePortal();
  const route = portal.config.routes.find((r) => r.id === routeId);
  const { modal } = useSnapshot(session);
  usePortalWorker(useIntl().locale);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (!portal.loggedIn) {
    if (!route?.public) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
    return (
      <Box as="main" id="main" minH="100dvh" bg="bg.subtle">
        <PageBoundary key={location.pathname}>
          <Suspense fallback={<Center minH="50vh"><Loading label={t('loading')} /></Center>}>
            <Outlet />
          </Suspense>
        </PageBoundary>
        {modal && <Suspense fallback={null}><ShellModals /></Suspense>}
      </Box>
    );
  }
  if (routeId === 'login') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/') && !from.startsWith('/login') ? from : '/'} replace />;
  }
  // The shell's own chunk may be gone after a deployment too: the same notice, not the router's raw error.
  return (
    <PageBoundary>
      <Suspense fallback={<Center minH="100dvh"><Loading label={t('loading')} /></Center>}>
        <Shell routeId={routeId}>
          <Outlet />
        </Shell>
      </Suspense>
    </PageBoundary>
  );
}

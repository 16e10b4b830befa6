import { Box, Center } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { Loading } from '../../ui';
import { useT } from '../i18n/intl';
import { usePortal } from '../usePortal';
import { Shell } from './Shell';
import { ShellModals } from './ShellModals';
import { PageErrorBoundary } from './PageErrorBoundary';

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

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (!portal.loggedIn) {
    if (!route?.public) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
    return (
      <Box as="main" id="main" minH="100dvh" bg="bg.subtle">
        <PageErrorBoundary key={location.pathname} title={t('error_boundary.title')} message={t('something_went_wrong')} chunkMessage={t('loading_chunk_failed')} okay={t('okay')}>
          <Suspense fallback={<Center minH="50vh"><Loading label={t('loading')} /></Center>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
        <ShellModals />
      </Box>
    );
  }
  if (routeId === 'login') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/') && !from.startsWith('/login') ? from : '/'} replace />;
  }
  return (
    <>
      <Shell routeId={routeId}>
        <Outlet />
      </Shell>
      <ShellModals />
    </>
  );
}

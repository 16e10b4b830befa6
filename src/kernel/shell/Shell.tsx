import { Box, Drawer, Flex, Portal } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loading } from '../../ui/PageState';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { pollEvery } from '../../streams/poll';
import { fromAbortable } from '../../streams/fromFetch';
import { useT } from '../i18n/intl';
import { highlightedRoute, type MenuEntry } from '../routing/access';
import { logout } from '../session/flows';
import { unsentWork, type UnsentWork } from '../session/unsentWork';
import { UNGUARDED_NAVIGATION } from '../../ui/guards/LeaveGuard';
import { session } from '../session/store';
import { logEvent } from '../eventLogHook';
import { usePortal } from '../usePortal';
import { fetchRemoteFlags } from '../session/remoteFlags';
import { pluginManifests } from '../pluginHost/registry';
import { Header } from './Header';
import { PageBoundary } from './PageBoundary';
import { Sidebar } from './Sidebar';
import { UpdateBanner } from './UpdateBanner';
import { BlockedDocumentsNotice } from './BlockedDocumentsNotice';
import { DroppedDraftsNotice } from './DroppedDraftsNotice';
import { ShellModals } from './ShellModals';
import { LogoutConfirm } from './LogoutConfirm';
import { PortalToaster } from '../../ui/toaster';
import { sameFlags } from '../session/sameFlags';
import { headerSearchTarget } from './headerSearch';
import { FullSystemProvider } from '../../ui/fullSystem';
import { PortalScannerEnvironment } from './PortalScannerEnvironment';
import { NetworkAnnouncer } from './network/NetworkAnnouncer';
import { OfflineNotice } from './network/NeedsServer';
import { menuEntryOf } from './network/offlineEntries';
import { useReachProbe } from '../network/useReachProbe';
import { useBackgroundSenders } from '../offline/useBackgroundSenders';
import { sentAway } from '../offline/sentAway';

// What a sender did while the operator was elsewhere: its code loads only when there is something to say.
const SentAwayNotices = lazy(() => import('./network/SentAwayNotices'));

const COLLAPSED_KEY = 'dp.sidebarCollapsed';
/** The theme's lg breakpoint, from which the menu is a column instead of a drawer. */
const WIDE = '(min-width: 992px)';


/** Logged-in frame: sidebar (drawer on phones), header, update banner, and the page in its own error boundary. */
export function Shell({ routeId, children }: { routeId: string | undefined; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const portal = usePortal();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  // What the flows would lose, while the operator is asked whether to log out anyway.
  const [leaving, setLeaving] = useState<UnsentWork[] | null>(null);
  const route = portal.config.routes.find((r) => r.id === routeId);
  const showHeader = route?.header !== false;
  const active = highlightedRoute(routeId, portal.config.routes);
  const search = headerSearchTarget();
  const wide = useMediaQuery(WIDE);
  const sentAwayCount = Object.keys(useSnapshot(sentAway).bySource).length;
  // A page whose code could not be fetched offline: the offline notice under the page's menu name.
  const pageEntry = menuEntryOf(portal.menu, routeId);
  const offlinePage = <OfflineNotice title={pageEntry ? t(pageEntry.labelId) : undefined} />;

  useRemoteFlags(portal.countryCode, portal.config.flags.pollIntervalMs);
  useReachProbe(portal.countryCode);
  // Work kept offline goes from whatever page is open once the network is back.
  useBackgroundSenders();
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const choose = (entry: MenuEntry) => {
    if (entry.trackEvent) logEvent('menu', { event: entry.trackEvent, route: entry.routeId ?? '' });
    if (entry.action === 'logout') void askBeforeLeaving();
  };
  const askBeforeLeaving = async () => {
    // A flow's draft is named even when its code has not loaded since the portal did (a reload on another page); a
    // module that cannot load (offline) does not keep the operator from leaving.
    await Promise.all(pluginManifests().map((m) => m.unsentWork?.().catch(() => undefined)));
    const work = unsentWork();
    if (work.length > 0) setLeaving(work);
    else leave();
  };
  // A chosen log-out clears the operator's drafts; the pages' own leave guards were answered by the question above.
  const leave = () => {
    setLeaving(null);
    logout();
    navigate('/login', { replace: true, state: UNGUARDED_NAVIGATION });
  };
  const sidebarProps = {
    entries: portal.menu,
    activeRoute: active,
    onChoose: choose,
    partnerName: portal.dp?.partnerName ?? portal.dp?.name ?? '',
    dpId: portal.dp?.id,
    search,
  };

  return (
    <Flex minH="100dvh">
      <a href="#main" className="skip-link">{t('app.skip_to_content')}</a>
      {/* Outside the header and the menu: one voice on every width, even where the header is hidden. */}
      <NetworkAnnouncer />
      {/* On paper a page is the page alone: no sidebar, header or banners (each says so below). */}
      {/* The menu column on a desktop, the header and its drawer on a phone: each drawn only where it shows. */}
      {wide && (
        <Box position="sticky" top="0" h="100dvh" flexShrink={0} _print={{ display: 'none' }}>
          <Sidebar {...sidebarProps} collapsed={collapsed} onToggleCollapsed={() => {
            setCollapsed((c) => { localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1'); return !c; });
          }} />
        </Box>
      )}
      <Drawer.Root open={drawerOpen && !wide} placement="start" lazyMount unmountOnExit onOpenChange={(e) => setDrawerOpen(e.open)}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="250px" aria-label={t('sidebar.navigation')}>
              <Sidebar {...sidebarProps} collapsed={false} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" flex="1" minW="0">
        {showHeader && !wide && <Header menuOpen={drawerOpen} onToggleMenu={() => setDrawerOpen((o) => !o)} onHome={routeId === 'home'} search={search} />}
        <Box _print={{ display: 'none' }}>
          <UpdateBanner everyMs={portal.config.portal.versionPollMs} />
          <BlockedDocumentsNotice />
          <DroppedDraftsNotice />
          {sentAwayCount > 0 && <Suspense fallback={null}><SentAwayNotices routeId={routeId} /></Suspense>}
        </Box>
        <Box as="main" id="main" tabIndex={-1} flex="1" p={{ base: 3, md: 6 }} minW="0">
          <PageBoundary key={location.pathname} offline={offlinePage}>
            <PortalScannerEnvironment>
              <Suspense fallback={<Loading label={t('loading')} />}>{children}</Suspense>
            </PortalScannerEnvironment>
          </PageBoundary>
        </Box>
      </Flex>
      {/* Stay comes back to the page, not to the phone's menu drawer the question opened over. */}
      {leaving && <LogoutConfirm work={leaving} onStay={() => { setLeaving(null); setDrawerOpen(false); }} onLeave={leave} />}
    </Flex>
  );
}

/** The logged-in shell with the full Chakra system and the shell's modals; loaded after login. */
export default function ShellWithSystem(props: { routeId: string | undefined; children: ReactNode }) {
  return (
    <FullSystemProvider>
      <Shell {...props} />
      <ShellModals />
      <PortalToaster />
    </FullSystemProvider>
  );
}

/** Polls the remote flag service for the point's country (spec: every 300000 ms) while logged in. */
function useRemoteFlags(country: string, everyMs: number) {
  useEffect(() => {
    const sub = pollEvery(() => fromAbortable((signal) => fetchRemoteFlags(country, signal)), everyMs).subscribe((answer) => {
      const flags = answer ?? {};
      if (!sameFlags(session.remoteFlags, flags)) session.remoteFlags = flags;
    });
    return () => sub.unsubscribe();
  }, [country, everyMs]);
}

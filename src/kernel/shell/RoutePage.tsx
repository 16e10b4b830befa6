import { useContext } from 'react';
import { useT } from '../i18n/intl';
import { Loading } from '../../ui/PageState';
import { pageCode } from '../pages';
import { pageSwitchedOff, pageWaitsForLogin } from '../pageSources';
import { PluginPagesUnreachable } from '../pluginHost/formsReach';
import { routeAccepted } from '../routing/access';
import { usePortal } from '../usePortal';
import { ChunkNotice } from './ChunkNotice';
import { PageWhenReady } from './PageWhenReady';
import NotFoundPage from './NotFoundPage';

/** Renders the page of a route id when the point's gates accept the route; otherwise the not-found page. */
export function RoutePage({ routeId }: { routeId: string }) {
  const portal = usePortal();
  const t = useT();
  const unreachable = useContext(PluginPagesUnreachable);
  const route = portal.config.routes.find((r) => r.id === routeId);
  if (!route) return <NotFoundPage />;
  if (!route.public && !routeAccepted(route, portal.gate)) return <NotFoundPage />;
  if (pageSwitchedOff(routeId, portal.config.portal)) return <NotFoundPage />;
  // The network dropped before config/forms arrived: this page says so (asked again once back online), not a spinner.
  if (unreachable && pageWaitsForLogin(routeId)) return <ChunkNotice message={t('loading_chunk_failed')} action={t('config_error.reload')} />;
  const page = pageCode(routeId);
  if (!page) return <NotFoundPage />;
  return <PageWhenReady page={page} waiting={<Loading label={t('loading')} />} />;
}

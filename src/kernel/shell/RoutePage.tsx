import { pageComponent, pageSwitchedOff } from '../pages';
import { routeAccepted } from '../routing/access';
import { usePortal } from '../usePortal';
import NotFoundPage from './NotFoundPage';

/** Renders the page of a route id when the point's gates accept the route; otherwise the not-found page. */
export function RoutePage({ routeId }: { routeId: string }) {
  const portal = usePortal();
  const route = portal.config.routes.find((r) => r.id === routeId);
  if (!route) return <NotFoundPage />;
  if (!route.public && !routeAccepted(route, portal.gate)) return <NotFoundPage />;
  if (pageSwitchedOff(routeId, portal.config.portal)) return <NotFoundPage />;
  const Page = pageComponent(routeId);
  if (!Page) return <NotFoundPage />;
  return <Page />;
}

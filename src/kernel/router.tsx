import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { RouteDef } from './types';
import { RootLayout } from './shell/RootLayout';
import { RoutePage } from './shell/RoutePage';
import NotFoundPage from './shell/NotFoundPage';

/** One router entry per row of the route table; gates are checked when the route renders, against the live session. */
export function routeObjects(routes: RouteDef[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.map((r) => ({ path: r.path, element: <RoutePage routeId={r.id} />, handle: { routeId: r.id } })),
        { path: '*', element: <NotFoundPage />, handle: { routeId: 'notFound' } },
      ],
    },
  ];
}

export function createPortalRouter(routes: RouteDef[], initialPath?: string) {
  return initialPath !== undefined
    ? createMemoryRouter(routeObjects(routes), { initialEntries: [initialPath] })
    : createBrowserRouter(routeObjects(routes), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || undefined });
}

import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `pathname` and puts what they return on the route objects,
 * as React Router would. Called before creating the browser router, so it starts initialized
 * and its first render equals the prerendered HTML (no "Loading...", no replaced nodes).
 * A module that fails to load stays lazy: the router tries again and shows the route error.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      } catch {
        // Left to the router (see above).
      }
    }),
  );
}

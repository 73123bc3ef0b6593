import type { RouteObject } from 'react-router-dom';

import { DRIVER_PATHS, type DriverRoute } from '@/lib/routes/route-manifest';

import { LoadAsDocument } from './load-as-document';

/** One lazy module per driver screen (src/app/routes/driver/), each exporting `Component`. */
const SCREENS: Record<DriverRoute, RouteObject['lazy']> = {
  today: () => import('./driver/today'),
  shipment: () => import('./driver/shipment'),
  collection: () => import('./driver/collection'),
  position: () => import('./driver/position'),
  delivery: () => import('./driver/delivery'),
};

/** Nothing to show while the first route's module loads. */
function NoFallback() {
  return null;
}

/**
 * The drivers' app's routes, from the route manifest, for its own data router. It is a build
 * of its own (driver.html): any other URL (/login, the staff area, the public site) is loaded
 * as a document.
 */
export function createDriverRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: NoFallback,
      children: [
        {
          id: 'driver',
          lazy: () => import('./driver/driver-layout'),
          children: (Object.keys(SCREENS) as DriverRoute[]).map((screen) => ({
            path: DRIVER_PATHS[screen],
            lazy: SCREENS[screen],
          })),
        },
        { path: '*', Component: LoadAsDocument },
      ],
    },
  ];
}

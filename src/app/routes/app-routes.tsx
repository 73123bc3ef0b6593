import { Route, Routes } from 'react-router-dom';

import { ADMIN_PATHS, type AdminRoute as AdminRouteId } from '@/lib/routes/route-manifest';

import { AdminRoute } from './admin-route';
import { LocalizedRoute } from './localized-route';
import { RootRedirect } from './root-redirect';

const adminRoutes = Object.entries(ADMIN_PATHS) as Array<[AdminRouteId, string]>;

/** The route table; what a path means is decided by the route manifest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      {adminRoutes.map(([route, path]) => (
        <Route key={route} path={path} element={<AdminRoute route={route} />} />
      ))}
      <Route path="*" element={<LocalizedRoute />} />
    </Routes>
  );
}

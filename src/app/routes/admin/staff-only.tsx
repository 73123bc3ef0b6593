/**
 * Route module of the pathless route above every staff-only screen (all of src/app/routes/admin
 * but the login). The staff guard goes here, once for all of them: a `Component` that renders
 * <Outlet /> for staff and redirects to the login otherwise, and/or a `loader`.
 */
import { Outlet } from 'react-router-dom';

export function Component() {
  return <Outlet />;
}

import { type ComponentType, useEffect } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, useLocation } from 'wouter';
import '../i18n/console-locales';
import '../i18n/admin-locales';
import AdminLayout from './layouts/admin/admin-layout';
import PlainLayout from './layouts/plain-layout';
import { type LazyPage, lazyModule, lazyPage } from './route-modules';

// The platform admin's console (issue 13), loaded only on /admin paths (app/router.tsx sends them here):
// a chunk group of its own, like the restaurant console's (console-routes.tsx). People sign in on the
// staff sign-in page (/dashboard/login), which brings an admin here. Each screen is its own chunk, with
// its texts (`admin`, and the console's `dashboard` for the guard's words).

const page = (name: string, importer: () => Promise<{ default: ComponentType }>) =>
  lazyModule(name, importer, ['admin', 'dashboard']);

const adminPages: Record<string, LazyPage> = {
  '/admin': page('adminOverview', () => import('../features/admin/overview/admin-overview-page')),
  '/admin/applications': page(
    'adminApplications',
    () => import('../features/admin/applications/admin-applications-page'),
  ),
  '/admin/applications/:id': page(
    'adminApplication',
    () => import('../features/admin/applications/admin-application-page'),
  ),
  '/admin/demo-requests': page(
    'adminDemoRequests',
    () => import('../features/admin/demo-requests/admin-demo-requests-page'),
  ),
  '/admin/restaurants': page(
    'adminRestaurants',
    () => import('../features/admin/restaurants/admin-restaurants-page'),
  ),
  '/admin/audit': page('adminAudit', () => import('../features/admin/audit/admin-audit-page')),
  '/admin/admins': page('adminPeople', () => import('../features/admin/people/admin-people-page')),
};

const routes = Object.entries(adminPages).map(([path, page]) => ({ path, page }));
const NotFound = lazyPage('notFound');

export default function AdminRoutes() {
  const [pathname] = useLocation();
  const found = routes.find((route) => matchRoute(parse, route.path, pathname)[0]);
  // The screen's code and texts download while the layout checks who is signed in (GET /staff/me).
  useEffect(() => {
    void found?.page.preload().catch(() => undefined);
  }, [found]);
  if (!found) {
    return (
      <PlainLayout>
        <NotFound />
      </PlainLayout>
    );
  }
  const { path, page: Page } = found;
  return (
    <AdminLayout>
      <Route path={path}>
        <Page />
      </Route>
    </AdminLayout>
  );
}

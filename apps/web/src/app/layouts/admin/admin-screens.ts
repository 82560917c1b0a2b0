/** The admin console's screens, in the order its navigation shows them. */
export const ADMIN_SCREENS = [
  { key: 'overview', path: '/admin' },
  { key: 'applications', path: '/admin/applications' },
  { key: 'demoRequests', path: '/admin/demo-requests' },
  { key: 'restaurants', path: '/admin/restaurants' },
  { key: 'audit', path: '/admin/audit' },
  { key: 'admins', path: '/admin/admins' },
] as const;

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

/** The screen a path shows (its own path or one below it: an application's page is Applications). */
export function adminScreenAt(pathname: string): AdminScreenKey {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const found = ADMIN_SCREENS.filter(
    (screen) => screen.path !== '/admin' && (path === screen.path || path.startsWith(`${screen.path}/`)),
  )[0];
  return found?.key ?? 'overview';
}

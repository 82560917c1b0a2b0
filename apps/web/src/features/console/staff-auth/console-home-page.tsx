import { Redirect } from 'wouter';
import { homeFor } from '../../../shared/staff/console-screens';
import { NotAllowed } from '../../../shared/staff/not-allowed';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';

/** /dashboard: the kitchen to its display, everyone else to the orders board (the first screen their role opens). */
export default function ConsoleHomePage() {
  const staff = useSignedInStaff();
  const home = homeFor(staff.role);
  // This page loads on its own; if the navigation was used meanwhile, that choice stands.
  if (window.location.pathname !== '/dashboard') return null;
  return home ? <Redirect to={home} replace /> : <NotAllowed staff={staff} reason="none" />;
}

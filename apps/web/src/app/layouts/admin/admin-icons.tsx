import { Icon } from '../../../shared/ui/icons';
import type { AdminScreenKey } from './admin-screens';

const paths: Record<AdminScreenKey, string> = {
  // Four tiles of a dashboard.
  overview: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  // A form with a tick.
  applications: 'M6 3h9l4 4v14H6zM14 3v5h5M9 14l2 2 4-4',
  // A speech bubble.
  demoRequests: 'M4 5h16v11H9l-5 4z',
  // A shop front with an awning.
  restaurants: 'M4 10h16M5 10l1-6h12l1 6M6 10v10h12V10M10 20v-5h4v5',
  // A list with a magnifier.
  audit: 'M4 6h10M4 11h7M4 16h5M16 17a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18.2 16.2L21 19',
  // A shield.
  admins: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
};

/** The navigation's picture of an admin screen (decorative: its label names it). */
export function AdminScreenIcon({ screen }: { screen: AdminScreenKey }) {
  return (
    <Icon width="26" height="26">
      <path d={paths[screen]} />
    </Icon>
  );
}

/** A door with an arrow leaving it: drawn for LTR, mirrored in Arabic. */
export function AdminSignOutIcon() {
  return (
    <Icon width="22" height="22" className="flip-rtl">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </Icon>
  );
}

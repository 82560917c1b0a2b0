import type { ConsoleScreenKey } from '../../../shared/staff/console-screens';
import { Icon } from '../../../shared/ui/icons';

const paths: Record<ConsoleScreenKey, string> = {
  // A ticket with lines.
  orders: 'M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4M10 16h2',
  // A cook's hat.
  kitchen: 'M7 17h10v4H7zM7 17a4 4 0 0 1-1-7.9A4 4 0 0 1 12 5a4 4 0 0 1 6 4.1A4 4 0 0 1 17 17',
  // A serving bell on the pass.
  expo: 'M4 17h16M12 7a7 7 0 0 0-7 7v1h14v-1a7 7 0 0 0-7-7zM12 7V5M10 5h4M3 20h18',
  // A round table seen from above with two chairs.
  tables: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3',
  // A paper bag.
  takeaway: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  // An open menu card with lines.
  menu: 'M4 4h7v16H4zM13 4h7v16h-7zM6.5 8h2M6.5 12h2M15.5 8h2M15.5 12h2',
  // Three stations side by side, an arrow into the first: dishes routed to where they are made.
  stations: 'M3 10h5v10H3zM10 10h5v10h-5zM17 10h4v10h-4zM5.5 3v4M3.5 5l2 2 2-2',
  // A tick in a shield: a manager's approval.
  approvals: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  // A printer: its paper in, its body, the ticket out.
  printers: 'M7 8V3h10v5M5 8h14a2 2 0 0 1 2 2v6h-4M7 16H3v-6a2 2 0 0 1 2-2M7 13h10v8H7z',
  // A QR code's three finder squares and a module.
  tableSetup: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3z',
  // A price tag with its hole.
  coupons: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
  // Three rising bars on a baseline.
  reports: 'M4 20h16M7 16v-4M12 16V8M17 16V5',
  // A cash drawer with a coin slot and its till roll: the day's close.
  close: 'M3 11h18v9H3zM6 11V5h12v6M9 8h6M10 15h4',
  // A page with a folded corner and a tick: a signed document.
  eInvoices: 'M6 3h9l4 4v14H6zM14 3v5h5M9 14l2 2 4-4',
  // A star.
  ratings: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  // An envelope.
  messages: 'M3 6h18v12H3zM3 7l9 6 9-6',
  // Two people.
  staff:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6',
  // Three sliders.
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
};

/** The navigation's picture of a console screen (decorative: the label beside it names the screen). */
export function ConsoleScreenIcon({ screen }: { screen: ConsoleScreenKey }) {
  return (
    <Icon width="26" height="26">
      <path d={paths[screen]} />
    </Icon>
  );
}

/** A door with an arrow leaving it: drawn for LTR, mirrored in Arabic. */
export function SignOutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="flip-rtl"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

import { addLocaleFiles } from './lazy-backend';

/**
 * The restaurant console's texts, registered when the console's chunk loads (app/console-routes.tsx): kept
 * out of the diners' entry, whose map of namespace files (lazy-backend.ts) excludes exactly these.
 */
export const CONSOLE_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/{dashboard,staff,board,kitchen,floor,pickup,coupons,reports,eInvoices,settings,tableSetup,menuEditor}.json',
);
// Moving and merging tables on the table map (issue 29 item 4).
Object.assign(
  CONSOLE_LOCALE_FILES,
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/tableMoves.json'),
);
// The kitchen's ticket printers (issue 29 item 3).
Object.assign(
  CONSOLE_LOCALE_FILES,
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/printers.json'),
);
// The end-of-day close (issue 29 item 6).
Object.assign(
  CONSOLE_LOCALE_FILES,
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/dayClose.json'),
);
// Voids and comps (issue 29 item 5): the table map's line dialog and the approvals screen.
Object.assign(
  CONSOLE_LOCALE_FILES,
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/lineAdjustments.json'),
);
// The back office's ratings and messages; the audit log's words (the owner's log and the platform admin's).
Object.assign(
  CONSOLE_LOCALE_FILES,
  import.meta.glob<{ default: Record<string, unknown> }>(
    './locales/*/{ratingsAdmin,messagesAdmin,audit}.json',
  ),
);
addLocaleFiles(CONSOLE_LOCALE_FILES);

import * as routes from '@sufra/domain/routes';
import { i18n } from '../../i18n/i18n';
import { loadTableFollowTexts } from '../../i18n/table-follow-locales';
import { call } from '../api-client';
import { useStore } from '../store';
import { toast } from '../ui/toaster';

let running: Promise<void> | null = null;

/**
 * Asks where this phone's party sits now (staff may have moved the table, merged its bill into another
 * table's, or split it back: issue 29 item 4) and, when it is elsewhere, moves the session there and says
 * so ("Your table moved to table 9"). The server answers from the table the party scanned and when, so a
 * phone that heard nothing (asleep, offline) follows too, and a new scan of the old table stays there.
 * One question at a time; a failure changes nothing (the next event or bill read asks again).
 */
export function followTable(): Promise<void> {
  running ??= ask().finally(() => {
    running = null;
  });
  return running;
}

async function ask(): Promise<void> {
  const { session } = useStore.getState();
  const origin = session.tableOrigin;
  if (session.orderType !== 'table' || session.restaurantId === null || !origin) return;
  let follow: Awaited<ReturnType<typeof read>>;
  try {
    follow = await read(session.restaurantId, origin);
  } catch {
    return;
  }
  const now = useStore.getState().session;
  // Another scan meanwhile: that one's answer is not this one.
  if (now.tableOrigin !== origin) return;
  const target = follow ?? { tableNumber: origin.tableNumber, hash: origin.tableHash };
  if (target.tableNumber === now.tableNumber && target.hash === now.tableHash) return;
  useStore.getState().followTableTo({ tableNumber: target.tableNumber, tableHash: target.hash });
  await loadTableFollowTexts();
  toast.info(
    follow
      ? i18n.t(`tableFollow:${follow.kind}`, { number: follow.tableNumber })
      : i18n.t('tableFollow:back'),
  );
}

function read(restaurantId: number, origin: { tableNumber: number; tableHash: string; since: number }) {
  return call(routes.followTable, {
    params: { id: restaurantId, table: origin.tableNumber },
    // How long ago, by this phone's clock (the server counts back from its own: a wrong clock is no matter).
    query: { hash: origin.tableHash, seatedForMs: Math.max(0, Date.now() - origin.since) },
  }).then((d) => d.follow);
}

import { describe, expect, it } from 'vitest';
import { mockApi, NAJD } from '../../test/render';
import { useStore } from '../store';
import { followTable } from './follow-table';

type Follow = { kind: 'moved' | 'merged'; tableNumber: number; hash: string } | null;

/** A phone seated at table 5 (its scan), the server answering where its party is now. */
function seatedAt5(answer: () => Follow) {
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 5, tableHash: 'hash-of-five' });
  return mockApi((url) =>
    url.pathname === `/api/public/restaurants/${NAJD.id}/tables/5/follow`
      ? { status: 200, body: { data: { follow: answer() } } }
      : undefined,
  );
}

const session = () => useStore.getState().session;
const notices = () => useStore.getState().notification.notifications.map((n) => n.message);

describe("a diner's phone follows its table", () => {
  it('moves to table 9 when staff moved the party, and says so', async () => {
    const calls = seatedAt5(() => ({ kind: 'moved', tableNumber: 9, hash: 'hash-of-nine' }));
    await followTable();
    expect(session()).toMatchObject({ tableNumber: 9, tableHash: 'hash-of-nine', orderType: 'table' });
    expect(notices()).toEqual(['Your table moved to table 9']);
    // It asked about the table it scanned, from when it scanned it, with that table's proof.
    const asked = calls[0];
    expect(asked?.searchParams.get('hash')).toBe('hash-of-five');
    // How long it has sat, by its own clock: right whatever the phone's clock says the time is.
    const seatedForMs = Number(asked?.searchParams.get('seatedForMs'));
    expect(seatedForMs).toBeGreaterThanOrEqual(0);
    expect(seatedForMs).toBeLessThanOrEqual(Date.now() - (session().tableOrigin?.since ?? 0));
  });

  it('shows the joined bill when its table’s bill was merged, and comes back when split back', async () => {
    let answer: Follow = { kind: 'merged', tableNumber: 4, hash: 'hash-of-four' };
    seatedAt5(() => answer);
    await followTable();
    expect(session()).toMatchObject({ tableNumber: 4, tableHash: 'hash-of-four' });
    expect(notices()).toEqual(['Your bill is now joined with table 4']);
    answer = null;
    await followTable();
    expect(session()).toMatchObject({ tableNumber: 5, tableHash: 'hash-of-five' });
    expect(notices()).toEqual(['Your bill is now joined with table 4', 'Your table has its own bill again']);
  });

  it('stays (and says nothing) when its party never moved, or the question fails', async () => {
    seatedAt5(() => null);
    await followTable();
    expect(session()).toMatchObject({ tableNumber: 5, tableHash: 'hash-of-five' });
    mockApi(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Oops' } } }));
    await followTable();
    expect(session().tableNumber).toBe(5);
    expect(notices()).toEqual([]);
  });

  it('keeps the scan it follows from when the same table is drawn again, and starts anew on another scan', () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 5, tableHash: 'hash-of-five' });
    const origin = session().tableOrigin;
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 5, tableHash: 'hash-of-five' });
    expect(session().tableOrigin).toBe(origin);
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 6, tableHash: 'hash-of-six' });
    expect(session().tableOrigin).toMatchObject({ tableNumber: 6, tableHash: 'hash-of-six' });
  });
});

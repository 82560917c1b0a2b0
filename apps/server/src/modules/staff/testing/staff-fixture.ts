import type { RestaurantRole } from '@sufra/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/schema';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from '../../orders/testing/fixtures';

export interface Member {
  id: number;
  email: string;
  role: RestaurantRole;
}

async function addMember(
  db: Database,
  restaurantId: number,
  role: RestaurantRole,
  label: string,
  passwordHash: string,
): Promise<Member> {
  const email = `${label}-${restaurantId}@test.sa`;
  const { id } = await db
    .insertInto('staffUsers')
    .values({ restaurantId, email, name: label, passwordHash, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, role };
}

/**
 * The order fixture's two restaurants, each with one person per role (the fixture's owner included; every
 * password STAFF_PASSWORD), plus a platform admin. `members.X` are restaurant A's, `theirs.X` restaurant B's.
 */
export async function createStaffFixture(db: Database) {
  const f: OrderFixture = await createOrderFixture(db, { capacity: 50 });
  const { passwordHash } = await db
    .selectFrom('staffUsers')
    .select('passwordHash')
    .where('email', '=', f.owner)
    .executeTakeFirstOrThrow();
  const idOf = async (email: string) =>
    (await db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const team = async (restaurantId: number, ownerEmail: string) => ({
    owner: { id: await idOf(ownerEmail), email: ownerEmail, role: 'owner' as const },
    manager: await addMember(db, restaurantId, 'manager', 'manager', passwordHash),
    waiter: await addMember(db, restaurantId, 'waiter', 'waiter', passwordHash),
    kitchen: await addMember(db, restaurantId, 'kitchen', 'kitchen', passwordHash),
  });
  const members = await team(f.restaurantId, f.owner);
  const theirs = await team(f.other.restaurantId, f.other.owner);
  const adminEmail = `admin-${f.restaurantId}@test.sa`;
  await db
    .insertInto('staffUsers')
    .values({ restaurantId: null, email: adminEmail, name: 'Ops', passwordHash, role: 'admin' })
    .execute();
  return { f, members, theirs, admin: { email: adminEmail } };
}

export type StaffFixture = Awaited<ReturnType<typeof createStaffFixture>>;

let signIns = 0;
/** Signs in with STAFF_PASSWORD, each time from another address (the per-IP sign-in limit is not under test). */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<string> {
  signIns += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    remoteAddress: `10.55.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

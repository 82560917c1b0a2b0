import type { Database } from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import { inTransaction } from '../../platform/db/transaction';
import { findStaffByEmail, insertStaffUser } from './staff.repository';

/** ASVS 5.0 asks for at least 8; a platform admin sees every restaurant, so more. */
const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** The login contract's own maximum: a longer password could never be typed in. */
const MAX_ADMIN_PASSWORD_LENGTH = 200;

export class PlatformAdminError extends Error {}

/**
 * `npm run admin:create`: a platform admin (no restaurant, sees every restaurant) with the password the
 * operator typed. This is how production gets its first admin: it never seeds one (issue 9 item 1).
 */
export async function createPlatformAdmin(
  db: Database,
  input: { email: string; name: string; password: string },
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new PlatformAdminError(`The password needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  if (input.password.length > MAX_ADMIN_PASSWORD_LENGTH) {
    throw new PlatformAdminError(`The password may have at most ${MAX_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    if (await findStaffByEmail(trx, email)) {
      throw new PlatformAdminError(`An account with the e-mail ${email} already exists.`);
    }
    const id = await insertStaffUser(trx, {
      email,
      name: input.name,
      passwordHash,
      role: 'admin',
      restaurantId: null,
    });
    return { id, email };
  });
}

/** Staff roles (zod-free: the route table and the browser read them). `admin` is a platform admin. */
export const STAFF_ROLES = ['owner', 'staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

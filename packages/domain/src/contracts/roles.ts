/**
 * Staff roles (zod-free: the route table and the browser read them). A restaurant's people are owner,
 * manager, waiter and kitchen (issue 11; docs/decisions.md "Staff roles and what each may do"); `admin`
 * is a platform admin, with no restaurant.
 */
export const RESTAURANT_ROLES = ['owner', 'manager', 'waiter', 'kitchen'] as const;
export type RestaurantRole = (typeof RESTAURANT_ROLES)[number];

export const STAFF_ROLES = [...RESTAURANT_ROLES, 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

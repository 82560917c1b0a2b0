import type { Kysely } from 'kysely';
import { CREATED, ID, money, oneOf, runStatements, UPDATED } from './sql-steps';

const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'paid_at_rest',
];
const PAYMENT_STATUSES = ['pending', 'authorized', 'completed', 'failed', 'abandoned', 'voided'];
const FAILURE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_details'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE coupons (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 2 AND 40),
      kind text NOT NULL ${oneOf('kind', ['percent', 'fixed'])},
      value integer NOT NULL CHECK (value > 0),
      ${money('max_discount_halalas', true)},
      ${money('min_order_halalas', true)},
      starts_at timestamptz,
      ends_at timestamptz,
      max_uses integer CHECK (max_uses > 0),
      used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
      per_customer_limit integer CHECK (per_customer_limit > 0),
      item_ids integer[],
      is_active boolean NOT NULL DEFAULT true,
      ${CREATED},
      ${UPDATED},
      UNIQUE (restaurant_id, code),
      CHECK (kind <> 'percent' OR value <= 10000)
    )`,
    // Order numbers are sequential per restaurant; a counter row locked FOR UPDATE hands them out.
    `CREATE TABLE order_counters (
      restaurant_id integer PRIMARY KEY REFERENCES restaurants(id) ON DELETE CASCADE,
      last_number integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE orders (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      order_number integer NOT NULL CHECK (order_number > 0),
      type text NOT NULL ${oneOf('type', ['table', 'takeaway'])},
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', ORDER_STATUSES)},
      table_id integer REFERENCES tables(id),
      takeaway_point_id integer REFERENCES takeaway_points(id),
      ${money('subtotal_halalas')},
      ${money('tax_halalas')},
      ${money('discount_halalas')},
      ${money('tip_halalas')},
      ${money('total_halalas')},
      coupon_id integer REFERENCES coupons(id),
      notes text NOT NULL DEFAULT '',
      customer_phone text,
      customer_language text NOT NULL DEFAULT 'ar' ${oneOf('customer_language', ['ar', 'en'])},
      estimated_minutes integer CHECK (estimated_minutes >= 0),
      version integer NOT NULL DEFAULT 1,
      ${CREATED},
      ${UPDATED},
      UNIQUE (restaurant_id, order_number),
      CHECK ((type = 'table' AND table_id IS NOT NULL AND takeaway_point_id IS NULL)
          OR (type = 'takeaway' AND takeaway_point_id IS NOT NULL AND table_id IS NULL))
    )`,
    'CREATE INDEX orders_table_status_idx ON orders (table_id, status)',
    'CREATE INDEX orders_restaurant_created_idx ON orders (restaurant_id, created_at DESC)',
    `CREATE TABLE order_items (
      ${ID},
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      menu_item_id integer REFERENCES menu_items(id) ON DELETE SET NULL,
      name text NOT NULL,
      name_ar text NOT NULL,
      ${money('unit_price_halalas')},
      options jsonb NOT NULL DEFAULT '[]'::jsonb,
      quantity integer NOT NULL CHECK (quantity > 0),
      ${money('line_total_halalas')},
      special_instructions text NOT NULL DEFAULT '',
      ${CREATED}
    )`,
    'CREATE INDEX order_items_order_idx ON order_items (order_id)',
    `CREATE TABLE order_status_history (
      ${ID},
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      from_status text ${oneOf('from_status', ORDER_STATUSES)},
      to_status text NOT NULL ${oneOf('to_status', ORDER_STATUSES)},
      changed_by_staff_id integer,
      note text NOT NULL DEFAULT '',
      ${CREATED}
    )`,
    'CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at)',
    `CREATE TABLE coupon_redemptions (
      ${ID},
      coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      customer_phone text,
      ${money('discount_halalas')},
      ${CREATED},
      UNIQUE (coupon_id, order_id)
    )`,
    `CREATE TABLE pending_payments (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      table_id integer REFERENCES tables(id),
      takeaway_point_id integer REFERENCES takeaway_points(id),
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', ['pending', 'processing', 'completed', 'cancelled', 'expired'])},
      is_split_payment boolean NOT NULL DEFAULT false,
      ${money('total_halalas')},
      cart jsonb,
      order_creation_status text NOT NULL DEFAULT 'not_needed'
        ${oneOf('order_creation_status', ['not_needed', 'waiting', 'creating', 'created', 'failed'])},
      order_creation_attempts integer NOT NULL DEFAULT 0,
      order_creation_error text,
      expires_at timestamptz,
      ${CREATED},
      ${UPDATED}
    )`,
    'CREATE INDEX pending_payments_table_idx ON pending_payments (table_id, status)',
    `CREATE TABLE split_configurations (
      ${ID},
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      pending_payment_id integer REFERENCES pending_payments(id) ON DELETE CASCADE,
      type text NOT NULL DEFAULT 'evenly' ${oneOf('type', ['evenly', 'per_item', 'custom'])},
      total_people integer NOT NULL DEFAULT 2 CHECK (total_people BETWEEN 1 AND 50),
      is_active boolean NOT NULL DEFAULT true,
      ${CREATED},
      ${UPDATED},
      CHECK (order_id IS NOT NULL OR pending_payment_id IS NOT NULL)
    )`,
    `CREATE TABLE payments (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id),
      pending_payment_id integer REFERENCES pending_payments(id),
      gateway text NOT NULL ${oneOf('gateway', ['sandbox', 'moyasar'])},
      gateway_payment_id text UNIQUE,
      idempotency_key text NOT NULL UNIQUE,
      method text NOT NULL ${oneOf('method', ['hosted_page', 'apple_pay', 'card_payment'])},
      amount_halalas integer NOT NULL CHECK (amount_halalas > 0),
      ${money('tip_halalas')},
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', PAYMENT_STATUSES)},
      failure_reason text ${oneOf('failure_reason', FAILURE_REASONS)},
      split_type text ${oneOf('split_type', ['full', 'remaining', 'evenly', 'per_item', 'custom'])},
      people_paid_for integer CHECK (people_paid_for > 0),
      reserved_until timestamptz,
      paid_at timestamptz,
      ${CREATED},
      ${UPDATED},
      CHECK (order_id IS NOT NULL OR pending_payment_id IS NOT NULL)
    )`,
    'CREATE INDEX payments_order_status_idx ON payments (order_id, status)',
    `CREATE TABLE pending_payment_transactions (
      ${ID},
      pending_payment_id integer NOT NULL REFERENCES pending_payments(id) ON DELETE CASCADE,
      payment_id integer REFERENCES payments(id),
      amount_halalas integer NOT NULL CHECK (amount_halalas > 0),
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', PAYMENT_STATUSES)},
      ${CREATED},
      ${UPDATED}
    )`,
    `CREATE TABLE payment_item_allocations (
      ${ID},
      payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
      shared_by integer NOT NULL DEFAULT 1 CHECK (shared_by > 0),
      ${money('amount_halalas')},
      ${CREATED}
    )`,
    'CREATE INDEX payment_item_allocations_item_idx ON payment_item_allocations (order_item_id)',
    // Invoice numbers are sequential per restaurant (ZATCA), handed out like order numbers.
    `CREATE TABLE invoice_counters (
      restaurant_id integer PRIMARY KEY REFERENCES restaurants(id) ON DELETE CASCADE,
      last_number integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE invoices (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      invoice_number integer NOT NULL CHECK (invoice_number > 0),
      order_id integer REFERENCES orders(id),
      payment_id integer UNIQUE REFERENCES payments(id),
      seller_name text NOT NULL,
      vat_number text,
      ${money('subtotal_halalas')},
      ${money('discount_halalas')},
      ${money('vat_halalas')},
      ${money('tip_halalas')},
      ${money('total_halalas')},
      zatca_qr text NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (restaurant_id, invoice_number)
    )`,
  ]);
}

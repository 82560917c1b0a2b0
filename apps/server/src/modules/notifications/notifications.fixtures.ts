import { randomBytes } from 'node:crypto';
import type { Database, OrderItemOptionSnapshot, OrderStatusColumn } from '../../db/schema';
import { hashSessionToken } from '../../platform/auth/require-staff';
import { newOrderKey } from '../orders/order-proof';
import { rememberOrderKey } from '../orders/testing/requests';

/** Test data only: an order written straight to the tables (pricing is the orders module's business). */
export async function insertOrder(
  db: Database,
  o: {
    restaurantId: number;
    orderNumber: number;
    tableId?: number;
    takeawayPointId?: number;
    status?: OrderStatusColumn;
    phone?: string | null;
    language?: 'ar' | 'en';
  },
) {
  const secret = o.tableId ? undefined : newOrderKey();
  const order = await db
    .insertInto('orders')
    .values({
      restaurantId: o.restaurantId,
      orderNumber: o.orderNumber,
      type: o.tableId ? 'table' : 'takeaway',
      tableId: o.tableId ?? null,
      takeawayPointId: o.takeawayPointId ?? null,
      status: o.status ?? 'pending',
      customerPhone: o.phone ?? null,
      customerLanguage: o.language ?? 'ar',
      // 2 × 45.00 (+ 2 × 3.00 option) + 18.00 = 114.00; 10.00 off; VAT 15/115 of 104.00 = 13.57; tip 10.40.
      subtotalHalalas: 11400,
      discountHalalas: 1000,
      taxHalalas: 1357,
      tipHalalas: 1040,
      totalHalalas: 10400,
      // A takeaway order opens with its own secret, kept for the tests as the diner's phone keeps it.
      accessKeyHash: secret?.keyHash ?? null,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
  if (secret) rememberOrderKey(order.publicId, secret.key);
  const cardamom: OrderItemOptionSnapshot = {
    groupId: 1,
    optionId: 2,
    groupName: 'Extras',
    groupNameAr: 'إضافات',
    name: 'Extra cardamom',
    nameAr: 'هيل إضافي',
    priceHalalas: 300,
    quantity: 1,
  };
  await db
    .insertInto('orderItems')
    .values([
      {
        orderId: order.id,
        name: 'Chicken Kabsa',
        nameAr: 'كبسة دجاج',
        unitPriceHalalas: 4500,
        options: JSON.stringify([cardamom]),
        quantity: 2,
        lineTotalHalalas: 9600,
        specialInstructions: 'No onions <please>',
      },
      {
        orderId: order.id,
        name: 'Saudi Coffee',
        nameAr: 'قهوة سعودية',
        unitPriceHalalas: 1800,
        quantity: 1,
        lineTotalHalalas: 1800,
      },
    ])
    .execute();
  return order;
}

/** A live session token for the demo owner, without going through the login route. */
export async function ownerToken(db: Database, restaurantId: number): Promise<string> {
  const owner = await db
    .selectFrom('staffUsers')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staffSessions')
    .values({
      staffUserId: owner.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

import type { SufraEvent } from '@sufra/domain/events';
import { describe, expect, it } from 'vitest';
import { type HubStream, StreamHub } from './stream-hub';

function recorder() {
  const got: string[] = [];
  const stream: HubStream = { send: (chunk) => got.push(/^event: (.+)$/m.exec(chunk)?.[1] ?? '?') };
  return { stream, got };
}

const event = (e: Partial<SufraEvent> & Pick<SufraEvent, 'type'>): SufraEvent => ({
  restaurantId: 1,
  tableNumber: null,
  data: {},
  ...e,
});

describe('StreamHub', () => {
  it('sends each event to the streams whose scope hears it, and only to them', () => {
    const hub = new StreamHub();
    const table1 = recorder();
    const table2 = recorder();
    const order = recorder();
    const staff = recorder();
    const otherStaff = recorder();
    const admin = recorder();
    hub.add({ kind: 'table', restaurantId: 1, tableNumber: 1 }, table1.stream);
    hub.add({ kind: 'table', restaurantId: 1, tableNumber: 2 }, table2.stream);
    hub.add({ kind: 'order', restaurantId: 1, orderId: 'o-1' }, order.stream);
    hub.add({ kind: 'staff', restaurantId: 1 }, staff.stream);
    hub.add({ kind: 'staff', restaurantId: 2 }, otherStaff.stream);
    hub.add({ kind: 'staff', restaurantId: null }, admin.stream);

    hub.deliver(event({ type: 'order.created', tableNumber: 1, orderId: 'o-2' }));
    hub.deliver(event({ type: 'waiter.called', tableNumber: 1 })); // staff only: its note is for the staff
    hub.deliver(event({ type: 'kitchen.item_bumped', orderId: 'o-1' })); // an order's own stream hears it
    hub.deliver(event({ type: 'menu.updated' })); // every diner stream of the restaurant
    hub.deliver(event({ type: 'menu.updated', restaurantId: 2 }));

    expect(table1.got).toEqual(['order.created', 'menu.updated']);
    expect(table2.got).toEqual(['menu.updated']);
    expect(order.got).toEqual(['kitchen.item_bumped', 'menu.updated']);
    expect(staff.got).toEqual(['order.created', 'waiter.called', 'kitchen.item_bumped', 'menu.updated']);
    expect(otherStaff.got).toEqual(['menu.updated']);
    expect(admin.got).toHaveLength(5);
  });

  it('a removed stream hears nothing more; the others still do', () => {
    const hub = new StreamHub();
    const a = recorder();
    const b = recorder();
    const removeA = hub.add({ kind: 'table', restaurantId: 1, tableNumber: 1 }, a.stream);
    hub.add({ kind: 'table', restaurantId: 1, tableNumber: 1 }, b.stream);
    removeA();
    hub.deliver(event({ type: 'order.updated', tableNumber: 1 }));
    expect(a.got).toEqual([]);
    expect(b.got).toEqual(['order.updated']);
  });
});

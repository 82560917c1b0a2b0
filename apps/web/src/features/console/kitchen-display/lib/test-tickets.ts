import type { KitchenTicket } from '@sufra/domain/contracts';
import type { KitchenView } from './optimistic';

/** A ticket shaped as GET /api/staff/kitchen sends it (tests only). */
export function kitchenTicket(orderNumber: number, overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id: `00000000-0000-4000-8000-${String(orderNumber).padStart(12, '0')}`,
    orderNumber,
    orderType: 'table',
    tableNumber: 4,
    status: 'pending',
    version: 1,
    createdAt: '2026-11-24T18:00:00.000Z',
    notes: '',
    batches: [
      {
        batch: 0,
        addedAt: '2026-11-24T18:00:00.000Z',
        items: [
          {
            index: 0,
            itemId: 1,
            name: 'Chicken Kabsa',
            nameAr: 'كبسة دجاج',
            quantity: 2,
            options: [],
            specialInstructions: '',
            bumpedAt: null,
            stationId: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function kitchenView(tickets: KitchenTicket[], overrides: Partial<KitchenView> = {}): KitchenView {
  return {
    tickets,
    allDay: [],
    thresholds: { warnMinutes: 10, lateMinutes: 20 },
    recallable: null,
    stations: [],
    station: null,
    serverTime: '2026-11-24T18:05:00.000Z',
    ...overrides,
  };
}

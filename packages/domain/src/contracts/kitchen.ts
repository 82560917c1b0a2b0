import { z } from 'zod';
import { MAX_KITCHEN_LATE_MINUTES, MAX_KITCHEN_WARN_MINUTES, TAKEAWAY_STAGES } from '../kitchen/kitchen';
import { ORDER_TYPES } from '../orders/order-status';
import { dataOf, PositiveInt4Schema } from './common';
import { StationSchema } from './kitchen-stations';
import { BoardOrderSchema } from './order-board';
import { OrderIdSchema, OrderStatusSchema } from './orders';

const timestamp = z.iso.datetime({ offset: true });

export const KitchenThresholdsSchema = z.object({
  warnMinutes: z.number().int().min(1).max(MAX_KITCHEN_WARN_MINUTES),
  lateMinutes: z.number().int().min(2).max(MAX_KITCHEN_LATE_MINUTES),
});

const KitchenOptionSchema = z.object({
  optionId: z.number().int(),
  groupName: z.string(),
  groupNameAr: z.string(),
  name: z.string(),
  nameAr: z.string(),
  quantity: z.number().int().positive(),
});

/** One line on a ticket; `index` is the line's stable position in its order (bump it by that). */
export const KitchenItemSchema = z.object({
  index: z.number().int().nonnegative(),
  itemId: z.number().int().nullable(),
  name: z.string(),
  nameAr: z.string(),
  quantity: z.number().int().positive(),
  options: z.array(KitchenOptionSchema),
  specialInstructions: z.string(),
  bumpedAt: timestamp.nullable(),
  /** The station the line is made at (its dish's, else its category's); null: none (every station shows it). */
  stationId: z.number().int().positive().nullable(),
  /** Units a manager voided (issue 29 item 5): not to make; all of them: the line shows struck through. */
  voided: z.number().int().nonnegative().optional(),
});

/** The lines of one round: batch 0 as placed, then each add-on with the time it came. */
export const KitchenBatchSchema = z.object({
  batch: z.number().int().nonnegative(),
  addedAt: timestamp,
  items: z.array(KitchenItemSchema),
});

/** A ticket is an order; its id (the order's) is stable, so a screen never shows one twice. */
export const KitchenTicketSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int().positive(),
  orderType: z.enum(ORDER_TYPES),
  tableNumber: z.number().int().positive().nullable(),
  status: OrderStatusSchema,
  version: z.number().int().positive(),
  createdAt: timestamp,
  notes: z.string(),
  batches: z.array(KitchenBatchSchema),
});
export type KitchenTicket = z.infer<typeof KitchenTicketSchema>;

const AllDayOptionSchema = z.object({
  optionId: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  quantity: z.number().int().positive(),
});
/** Units of a dish still to make across the open tickets (domain kitchen/all-day.ts). */
export const AllDayCountSchema = z.object({
  itemId: z.number().int().nullable(),
  name: z.string(),
  nameAr: z.string(),
  quantity: z.number().int().positive(),
  variants: z.array(
    z.object({ options: z.array(AllDayOptionSchema), quantity: z.number().int().positive() }),
  ),
  options: z.array(AllDayOptionSchema),
});

/** The ticket the kitchen's recall would take back (the one that became ready last), if any. */
export const RecallableTicketSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int().positive(),
  orderType: z.enum(ORDER_TYPES),
  tableNumber: z.number().int().positive().nullable(),
  readyAt: timestamp,
});

/**
 * GET /api/staff/kitchen: the whole display in one read (also the catch-up after a reconnect): open
 * tickets oldest first, the all-day counts, the colour thresholds, what recall would take back, and the
 * server's clock (ages are `serverTime` - `createdAt`).
 */
export const KitchenResponseSchema = dataOf(
  z.object({
    tickets: z.array(KitchenTicketSchema),
    allDay: z.array(AllDayCountSchema),
    thresholds: KitchenThresholdsSchema,
    recallable: RecallableTicketSchema.nullable(),
    /** The restaurant's stations (the display's picker), and the one shown (null: the whole kitchen). */
    stations: z.array(StationSchema),
    station: StationSchema.nullable(),
    serverTime: timestamp,
  }),
);
export type KitchenResponse = z.infer<typeof KitchenResponseSchema>;

/** POST /api/staff/orders/:id/items/:index/bump { bumped } (false takes the mark off again). */
export const BumpItemParamsSchema = z.object({
  id: OrderIdSchema,
  index: z.coerce.number<string | number>().int().nonnegative().max(10_000),
});
export const BumpItemBodySchema = z.object({ bumped: z.boolean().default(true) });
export type BumpItemBody = z.infer<typeof BumpItemBodySchema>;
export const KitchenTicketResponseSchema = dataOf(z.object({ ticket: KitchenTicketSchema }));
export type KitchenTicketResponse = z.infer<typeof KitchenTicketResponseSchema>;

/**
 * POST /api/staff/orders/:id/bump: the whole ticket is done (-> ready). `changed` false: it was already
 * ready or past (another screen bumped it first); nothing happened twice.
 */
export const BumpTicketResponseSchema = dataOf(
  z.object({
    order: z.object({
      id: z.uuid(),
      status: OrderStatusSchema,
      version: z.number().int().positive(),
      readyAt: timestamp.nullable(),
    }),
    changed: z.boolean(),
  }),
);
export type BumpTicketResponse = z.infer<typeof BumpTicketResponseSchema>;

/**
 * POST /api/staff/kitchen/recall { ticketId? }: back to preparing, its lines as they were. Without
 * `ticketId`, the ticket that became ready last; with it, that ticket (already back: answered as is).
 */
export const RecallBodySchema = z.object({ ticketId: OrderIdSchema.optional() });
export type RecallBody = z.infer<typeof RecallBodySchema>;

/** PATCH /api/staff/kitchen/settings: the colour thresholds (late after warn). */
export const KitchenSettingsBodySchema = KitchenThresholdsSchema.refine(
  (t) => t.lateMinutes > t.warnMinutes,
  { path: ['lateMinutes'], error: 'must be more than warnMinutes' },
);
export type KitchenSettingsBody = z.infer<typeof KitchenSettingsBodySchema>;
export const KitchenSettingsResponseSchema = dataOf(z.object({ thresholds: KitchenThresholdsSchema }));

export const TakeawayStageSchema = z.enum(TAKEAWAY_STAGES);

/**
 * What became of the pickup SMS: no phone given, none (not ready yet, or collected before it went), on its
 * way (its job has not run), sent (the SMS provider accepted it), kept (no SMS provider is configured: the
 * message is only kept in Messages, the customer got nothing), failed (the provider refused it or could
 * not be reached; its job may retry).
 */
export const PICKUP_SMS_STATES = ['no_phone', 'not_yet', 'sending', 'sent', 'kept', 'failed'] as const;

/** A takeaway order in the queue: the board's card plus its stage and its pickup SMS. */
export const TakeawayOrderSchema = BoardOrderSchema.extend({
  stage: TakeawayStageSchema,
  pickupSms: z.enum(PICKUP_SMS_STATES),
});
export type TakeawayOrder = z.infer<typeof TakeawayOrderSchema>;

/** GET /api/staff/takeaway: today's takeaway orders (and older ones still open) by stage, oldest first. */
export const TakeawayQueueResponseSchema = dataOf(
  z.object({
    stages: z.object({
      placed: z.array(TakeawayOrderSchema),
      preparing: z.array(TakeawayOrderSchema),
      ready: z.array(TakeawayOrderSchema),
      picked_up: z.array(TakeawayOrderSchema),
    }),
    serverTime: timestamp,
    /** An SMS provider delivers texts (false: none is configured, so no customer is texted: call them). */
    smsDelivers: z.boolean(),
  }),
);
export type TakeawayQueueResponse = z.infer<typeof TakeawayQueueResponseSchema>;

/**
 * POST /api/staff/takeaway/:id/stage { stage }: forward to that stage (a placed order passes confirmed on
 * its way to preparing). Already there: answered as is, `changed` false. `version` as for PATCH …/status.
 */
export const MoveTakeawayBodySchema = z.object({
  stage: z.enum(['preparing', 'ready', 'picked_up']),
  version: PositiveInt4Schema.optional(),
});
export type MoveTakeawayBody = z.infer<typeof MoveTakeawayBodySchema>;
export const MoveTakeawayResponseSchema = dataOf(
  z.object({ order: TakeawayOrderSchema, changed: z.boolean() }),
);
export type MoveTakeawayResponse = z.infer<typeof MoveTakeawayResponseSchema>;

/** A station's share of one ticket on the expo: its lines, and how many of them it has bumped. */
export const ExpoStationProgressSchema = z.object({
  /** null: the ticket's lines routed to no station. */
  stationId: z.number().int().positive().nullable(),
  lines: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
});
export const ExpoTicketSchema = KitchenTicketSchema.extend({
  stations: z.array(ExpoStationProgressSchema),
  /** Every line bumped: the expo may send it out (POST /api/staff/orders/:id/bump). */
  allDone: z.boolean(),
});
export type ExpoTicket = z.infer<typeof ExpoTicketSchema>;
/** GET /api/staff/kitchen/expo: the pass, oldest ticket first; live through the staff stream. */
export const ExpoResponseSchema = dataOf(
  z.object({
    tickets: z.array(ExpoTicketSchema),
    stations: z.array(StationSchema),
    /** The age colours' thresholds, as the kitchen display's. */
    thresholds: KitchenThresholdsSchema,
    serverTime: timestamp,
  }),
);
export type ExpoResponse = z.infer<typeof ExpoResponseSchema>;

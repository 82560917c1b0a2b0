import { z } from 'zod';
import { TABLE_CAPACITY_MAX, TABLE_CAPACITY_MIN } from '../restaurant/restaurant-settings';
import { dataOf, idSchema, withCode } from './common';
import { text } from './text';

/*
 * Tables and QR codes (issue 12 item 2): owners and managers add, renumber and remove the restaurant's
 * tables and name its takeaway points; the QR sheet prints one card per table. Rotating a hash stays the
 * owner's own route (rotateTableHash / rotateTakeawayHash). A table's number IS its name (diners and staff
 * say "table 7"): renaming is renumbering, and its QR link, which carries the number, changes with it.
 */

/** The highest table number the back office accepts (a printed card and the table map keep it short). */
export const MAX_TABLE_NUMBER = 999;

/** Written to the audit log (the table's number before and after; a takeaway point's names). */
export const TABLE_SETUP_AUDIT_ACTIONS = [
  'table.created',
  'table.updated',
  'table.removed',
  'takeaway_point.created',
  'takeaway_point.updated',
  // The owner rotated a QR code's hash (the old printed code stops working): qr-rotation.
  'table.hash_rotated',
  'takeaway_point.hash_rotated',
] as const;
export type TableSetupAuditAction = (typeof TABLE_SETUP_AUDIT_ACTIONS)[number];

/** `/api/staff/table-setup/tables/:id` */
export const SetupTableParamsSchema = z.object({ id: idSchema('TABLE_NOT_FOUND') });
/** `/api/staff/table-setup/takeaway-points/:id` */
export const SetupTakeawayParamsSchema = z.object({ id: idSchema('TAKEAWAY_NOT_FOUND') });

const TableNumberSchema = z
  .number(withCode('VALIDATION_FAILED'))
  .int(withCode('VALIDATION_FAILED'))
  .min(1, withCode('VALIDATION_FAILED'))
  .max(MAX_TABLE_NUMBER, withCode('VALIDATION_FAILED'));
const CapacitySchema = z
  .number(withCode('VALIDATION_FAILED'))
  .int(withCode('VALIDATION_FAILED'))
  .min(TABLE_CAPACITY_MIN, withCode('VALIDATION_FAILED'))
  .max(TABLE_CAPACITY_MAX, withCode('VALIDATION_FAILED'));
const TableStatusSchema = z.enum(['active', 'maintenance']);

/** POST /api/staff/table-setup/tables: without a capacity, the restaurant's default (Settings). */
export const CreateTableBodySchema = z.object({
  number: TableNumberSchema,
  capacity: CapacitySchema.optional(),
  status: TableStatusSchema.default('active'),
});
export type CreateTableBody = z.infer<typeof CreateTableBodySchema>;

/** PATCH /api/staff/table-setup/tables/:id: what changes (maintenance keeps diners from ordering there). */
export const UpdateTableBodySchema = z
  .object({ number: TableNumberSchema, capacity: CapacitySchema, status: TableStatusSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export type UpdateTableBody = z.infer<typeof UpdateTableBodySchema>;

// Typed text (text()): a NUL byte in a point's name was a 500 (issue 25 item 13).
const PointName = text(60, { min: 1 });

/** POST /api/staff/table-setup/takeaway-points */
export const CreateTakeawayPointBodySchema = z.object({ name: PointName, nameAr: PointName });
export type CreateTakeawayPointBody = z.infer<typeof CreateTakeawayPointBodySchema>;

/** PATCH /api/staff/table-setup/takeaway-points/:id: `isActive: false` stops its counter QR. */
export const UpdateTakeawayPointBodySchema = z
  .object({ name: PointName, nameAr: PointName, isActive: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export type UpdateTakeawayPointBody = z.infer<typeof UpdateTakeawayPointBodySchema>;

export const SetupTableSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().positive(),
  capacity: z.number().int().positive(),
  status: TableStatusSchema,
  /** The link its QR code carries. */
  url: z.string(),
  /** Orders still open on it (their bill unpaid or the kitchen still busy): it cannot be removed. */
  openOrders: z.number().int().nonnegative(),
});
export type SetupTable = z.infer<typeof SetupTableSchema>;

export const SetupTakeawayPointSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  isActive: z.boolean(),
  url: z.string(),
});
export type SetupTakeawayPoint = z.infer<typeof SetupTakeawayPointSchema>;

/** GET /api/staff/table-setup */
export const TableSetupResponseSchema = dataOf(
  z.object({
    tables: z.array(SetupTableSchema),
    takeawayPoints: z.array(SetupTakeawayPointSchema),
    defaultCapacity: z.number().int().positive(),
  }),
);
export type TableSetupResponse = z.infer<typeof TableSetupResponseSchema>;
export const SetupTableResponseSchema = dataOf(z.object({ table: SetupTableSchema }));
export type SetupTableResponse = z.infer<typeof SetupTableResponseSchema>;
export const SetupTakeawayPointResponseSchema = dataOf(z.object({ takeawayPoint: SetupTakeawayPointSchema }));
export type SetupTakeawayPointResponse = z.infer<typeof SetupTakeawayPointResponseSchema>;
export const RemovedTableResponseSchema = dataOf(
  z.object({
    /** deleted: it never had an order; kept: its history stays and it is out of service (maintenance). */
    outcome: z.enum(['deleted', 'kept']),
  }),
);
export type RemovedTableResponse = z.infer<typeof RemovedTableResponseSchema>;

/** A card of the printable QR sheet: the QR as SVG markup drawn by the server (the `qrcode` package). */
export const QrCardSchema = z.object({
  kind: z.enum(['table', 'takeaway']),
  /** The table's number (takeaway cards: null). */
  number: z.number().int().positive().nullable(),
  name: z.string().nullable(),
  nameAr: z.string().nullable(),
  url: z.string(),
  svg: z.string(),
});
export type QrCard = z.infer<typeof QrCardSchema>;

/** GET /api/staff/table-setup/qr-sheet: the restaurant's names and logo, and the active tables' cards. */
export const QrSheetResponseSchema = dataOf(
  z.object({
    restaurant: z.object({ name: z.string(), nameAr: z.string(), logoUrl: z.string().nullable() }),
    cards: z.array(QrCardSchema),
  }),
);
export type QrSheetResponse = z.infer<typeof QrSheetResponseSchema>;

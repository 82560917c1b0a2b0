import { z } from 'zod';
import { ADJUSTMENT_KINDS } from '../adjustments/line-adjustments';
import { dataOf, HalalasSchema, idSchema, withCode } from './common';
import { StaffOrderSchema } from './staff';
import { secret, text } from './text';

/*
 * Voids and comps (issue 29 item 5): a waiter asks to take units of an order line off the bill (a void:
 * sent back, never made, entered by mistake; a comp: given on the house) with a reason; a manager or owner
 * approves or declines on their own device, or types their PIN on the waiter's to approve there. A manager
 * or owner asking approves at once. The server computes every amount; an approval that leaves the order
 * paid beyond its new bill gives shares back through the cancel's refund path, with credit notes.
 */

export const AdjustmentKindSchema = z.enum(ADJUSTMENT_KINDS);

/** The reasons the dialog offers; 'other' needs a note. */
export const ADJUSTMENT_REASONS = [
  'sent_back',
  'never_made',
  'entered_by_mistake',
  'long_wait',
  'quality',
  'goodwill',
  'other',
] as const;
export const AdjustmentReasonSchema = z.enum(ADJUSTMENT_REASONS);
export type AdjustmentReason = z.infer<typeof AdjustmentReasonSchema>;

export const ADJUSTMENT_STATUSES = ['requested', 'approved', 'declined', 'withdrawn'] as const;
export const AdjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);

/** A manager's or owner's approval PIN: 4 to 8 digits. */
export const ApprovalPinSchema = secret(8, 'VALIDATION_FAILED').regex(
  /^\d{4,8}$/,
  withCode('VALIDATION_FAILED'),
);

/**
 * POST /api/staff/orders/:id/adjustments. `line`: the line's index on the order (as the order lists it).
 * Without `approval`: a waiter's request waits for a manager; a manager's or owner's is approved at once.
 * With `approval` { approverId, pin }: the manager or owner named approves on this device with their PIN.
 */
export const AdjustmentBodySchema = z
  .object({
    line: z.number().int().nonnegative().max(999),
    kind: AdjustmentKindSchema,
    quantity: z.number().int().positive().max(999),
    reason: AdjustmentReasonSchema,
    note: text(200).default(''),
    approval: z.object({ approverId: idSchema('APPROVAL_PIN_WRONG'), pin: ApprovalPinSchema }).optional(),
  })
  .refine((b) => b.reason !== 'other' || b.note.trim() !== '', withCode('VALIDATION_FAILED'));
export type AdjustmentBody = z.input<typeof AdjustmentBodySchema>;

export const AdjustmentParamsSchema = z.object({ id: idSchema('ADJUSTMENT_NOT_FOUND') });

/** A void or comp as staff see it (`amount`/`vat`: taken off the bill once approved; asked, an estimate). */
export const LineAdjustmentSchema = z.object({
  id: z.number().int().positive(),
  orderId: z.uuid(),
  orderNumber: z.number().int().positive(),
  tableNumber: z.number().int().positive().nullable(),
  line: z.number().int().nonnegative(),
  itemName: z.string(),
  itemNameAr: z.string(),
  kind: AdjustmentKindSchema,
  quantity: z.number().int().positive(),
  amount: HalalasSchema,
  vat: HalalasSchema,
  reason: AdjustmentReasonSchema,
  note: z.string(),
  status: AdjustmentStatusSchema,
  requestedBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  decidedBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LineAdjustment = z.infer<typeof LineAdjustmentSchema>;

/** What a decision gave back: the shares refunded (money back to guests) and their credit notes. */
export const AdjustmentRefundSchema = z.object({
  amount: HalalasSchema,
  shares: z.number().int().nonnegative(),
  creditNotes: z.number().int().nonnegative(),
});

export const AdjustmentResponseSchema = dataOf(
  z.object({ adjustment: LineAdjustmentSchema, order: StaffOrderSchema, refund: AdjustmentRefundSchema }),
);
export type AdjustmentResponse = z.infer<typeof AdjustmentResponseSchema>;

/** GET /api/staff/adjustments: the requests waiting, oldest first, and today's decisions (newest first). */
export const AdjustmentsResponseSchema = dataOf(
  z.object({ pending: z.array(LineAdjustmentSchema), decided: z.array(LineAdjustmentSchema) }),
);
export type AdjustmentsResponse = z.infer<typeof AdjustmentsResponseSchema>;

/** GET /api/staff/adjustments/approvers: who can approve on a waiter's device (a PIN set). */
export const ApproversResponseSchema = dataOf(
  z.object({
    approvers: z.array(z.object({ id: z.number().int().positive(), name: z.string(), role: z.string() })),
    /** Whether the caller (a manager or owner) has set their own PIN. */
    hasOwnPin: z.boolean(),
  }),
);
export type ApproversResponse = z.infer<typeof ApproversResponseSchema>;

/** PUT /api/staff/me/approval-pin: a manager or owner sets (or changes) their own PIN. */
export const ApprovalPinBodySchema = z.object({ pin: ApprovalPinSchema });
export type ApprovalPinBody = z.infer<typeof ApprovalPinBodySchema>;
export const ApprovalPinResponseSchema = dataOf(z.object({ hasOwnPin: z.literal(true) }));

/**
 * What voids and comps write to the audit log: subject `order:{uuid}` (the PIN: `staff:{id}`), details
 * `orderNumber`, `table`, `name` (the dish), `kind`, `quantity`, `reason`, `amount`, `refund`.
 */
export const ADJUSTMENT_AUDIT_ACTIONS = [
  'adjustment.requested',
  'adjustment.approved',
  'adjustment.declined',
  'adjustment.withdrawn',
  'approval_pin.set',
] as const;
export type AdjustmentAuditAction = (typeof ADJUSTMENT_AUDIT_ACTIONS)[number];

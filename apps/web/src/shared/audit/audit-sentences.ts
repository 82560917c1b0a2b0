import type { AnyAuditAction, AuditDetailField } from '@sufra/domain/contracts';
import type { AuditFormat, Details } from './audit-format';
import { isRecord } from './audit-format';

/** What the sentence of an action needs: the entry's details, its subject's id, the formatter. */
interface Say {
  d: Details;
  f: AuditFormat;
  /** The subject's id (`table:4` → "4"): a table's number, a coupon's id… */
  subjectId: string;
  action: AnyAuditAction;
}

interface ActionWords {
  /** The entry as one sentence whose subject is its actor ("Cancelled order #7: …"). */
  say: (s: Say) => string;
  /** The details the sentence already says (not repeated below it). */
  uses?: AuditDetailField[];
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const rec = (value: unknown): Details => (isRecord(value) ? value : {});
/** A count the server wrote as a number, or as the list of what it counts. */
const howMany = (value: unknown): number | null =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : null;
const email = ({ d, f }: Say) => f.format('email', d.email, { action: '', details: d });
const role = (key: 'role' | 'from' | 'to', { d, f, action }: Say) =>
  f.format(key, d[key], { action, details: d });

const ADJUSTMENT_USES: AuditDetailField[] = [
  'orderNumber',
  'table',
  'name',
  'nameAr',
  'kind',
  'quantity',
  'reason',
  'amount',
];
const REASON_WORDS = {
  sent_back: 'adjustmentReasons.sentBack',
  never_made: 'adjustmentReasons.neverMade',
  entered_by_mistake: 'adjustmentReasons.enteredByMistake',
  long_wait: 'adjustmentReasons.longWait',
  quality: 'adjustmentReasons.quality',
  goodwill: 'adjustmentReasons.goodwill',
  other: 'adjustmentReasons.other',
} as const;
const ADJUSTMENT_WORDS = {
  void: {
    Requested: 'sentences.voidRequested',
    Approved: 'sentences.voidApproved',
    Declined: 'sentences.voidDeclined',
    Withdrawn: 'sentences.voidWithdrawn',
  },
  comp: {
    Requested: 'sentences.compRequested',
    Approved: 'sentences.compApproved',
    Declined: 'sentences.compDeclined',
    Withdrawn: 'sentences.compWithdrawn',
  },
} as const;
/** "Voided 1 × Juice on order #7 (Sent back), 12.00": the step and the kind pick the words. */
function adjustmentSentence({ d, f, action }: Say, step: keyof (typeof ADJUSTMENT_WORDS)['void']) {
  const reason = text(d.reason);
  const reasonWords = Object.hasOwn(REASON_WORDS, reason)
    ? f.t(REASON_WORDS[reason as keyof typeof REASON_WORDS])
    : reason;
  return f.t(ADJUSTMENT_WORDS[d.kind === 'comp' ? 'comp' : 'void'][step], {
    units: text(d.quantity),
    name: f.localName(d),
    number: text(d.orderNumber),
    reason: reasonWords,
    amount: f.format('amount', d.amount, { action, details: d }),
  });
}

/**
 * Every action the server writes, as a sentence in the reader's language: the Record's type makes a new
 * action (ALL_AUDIT_ACTIONS) a compile error until it has one here, and the renderer's test renders each.
 */
export const ACTION_WORDS: Record<AnyAuditAction, ActionWords> = {
  'staff.invited': {
    say: (s) => s.f.t('sentences.staffInvited', { email: email(s), role: role('role', s) }),
    uses: ['email', 'role'],
  },
  'staff.invite_revoked': {
    say: (s) => s.f.t('sentences.staffInviteRevoked', { email: email(s) }),
    uses: ['email'],
  },
  'staff.joined': {
    say: (s) => s.f.t('sentences.staffJoined', { email: email(s), role: role('role', s) }),
    uses: ['email', 'role'],
  },
  'staff.role_changed': {
    say: (s) =>
      s.f.t('sentences.staffRoleChanged', { email: email(s), from: role('from', s), to: role('to', s) }),
    uses: ['email', 'from', 'to'],
  },
  'staff.deactivated': {
    say: (s) => s.f.t('sentences.staffDeactivated', { email: email(s) }),
    uses: ['email'],
  },
  'staff.reactivated': {
    say: (s) => s.f.t('sentences.staffReactivated', { email: email(s) }),
    uses: ['email'],
  },
  'staff.session_revoked': {
    say: (s) => s.f.t('sentences.staffSessionRevoked', { email: email(s) }),
    uses: ['email'],
  },
  'staff.password_reset': {
    say: (s) => s.f.t('sentences.staffPasswordReset', { email: email(s) }),
    uses: ['email'],
  },
  'order.cancelled': {
    say: ({ d, f }) => {
      const number = text(d.orderNumber);
      const reason = text(d.reason).trim();
      const sentence = reason
        ? f.t('sentences.orderCancelled', { number, reason })
        : f.t('sentences.orderCancelledNoReason', { number });
      const { amount, byHand } = rec(d.refund);
      if (typeof amount !== 'number' || amount <= 0) return sentence;
      const refunded =
        typeof byHand === 'number' && byHand > 0
          ? f.t('sentences.refundedByHand', { amount: f.money(amount), byHand: f.money(byHand) })
          : f.t('sentences.refunded', { amount: f.money(amount) });
      return `${sentence} · ${refunded}`;
    },
    // The refund's shares and credit notes follow from its amount (one credit note per captured share).
    uses: ['orderNumber', 'reason', 'refund'],
  },
  // Waiter ordering (issue 29): at a table, or at the counter (no table).
  'order.placed_by_staff': {
    say: ({ d, f, action }) => {
      const values = {
        number: text(d.orderNumber),
        table: text(d.table),
        amount: f.format('amount', d.amount, { action, details: d }),
      };
      return d.table === null || d.table === undefined
        ? f.t('sentences.orderPlacedAtCounter', values)
        : f.t('sentences.orderPlacedForTable', values);
    },
    uses: ['orderNumber', 'table', 'amount'],
  },
  'order.items_added_by_staff': {
    say: ({ d, f, action }) =>
      f.t('sentences.orderItemsAdded', {
        number: text(d.orderNumber),
        amount: f.format('amount', d.amount, { action, details: d }),
      }),
    uses: ['orderNumber', 'amount'],
  },
  // Voids and comps (issue 29 item 5): details { orderNumber, table, name, nameAr, kind, quantity, reason, amount, refund? }.
  'adjustment.requested': { say: (s) => adjustmentSentence(s, 'Requested'), uses: ADJUSTMENT_USES },
  'adjustment.approved': {
    say: (s) => {
      const sentence = adjustmentSentence(s, 'Approved');
      const { amount } = rec(s.d.refund);
      if (typeof amount !== 'number' || amount <= 0) return sentence;
      return `${sentence} · ${s.f.t('sentences.refunded', { amount: s.f.money(amount) })}`;
    },
    uses: [...ADJUSTMENT_USES, 'refund'],
  },
  'adjustment.declined': { say: (s) => adjustmentSentence(s, 'Declined'), uses: ADJUSTMENT_USES },
  'adjustment.withdrawn': { say: (s) => adjustmentSentence(s, 'Withdrawn'), uses: ADJUSTMENT_USES },
  'approval_pin.set': { say: ({ f }) => f.t('sentences.approvalPinSet') },
  'table.payment_recorded': {
    say: ({ d, f, action }) =>
      f.t('sentences.paymentRecorded', {
        amount: f.format('amount', d.amount, { action, details: d }),
        table: text(d.table),
        method: f.format('method', d.method, { action, details: d }),
      }),
    uses: ['amount', 'table', 'method'],
  },
  'table.closed': {
    say: ({ d, f }) => f.t('sentences.tableClosed', { table: text(d.table) }),
    uses: ['table'],
  },
  // Moves and merges (issue 29 item 4): details { table, to, orders } (the order numbers carried).
  'table.moved': {
    say: ({ d, f }) => f.t('sentences.tableMoved', { table: text(d.table), to: text(d.to) }),
    uses: ['table', 'to'],
  },
  'table.merged': {
    say: ({ d, f }) => f.t('sentences.tableMerged', { table: text(d.table), to: text(d.to) }),
    uses: ['table', 'to'],
  },
  'table.unmerged': {
    say: ({ d, f }) => f.t('sentences.tableUnmerged', { table: text(d.table), to: text(d.to) }),
    uses: ['table', 'to'],
  },
  'table.created': {
    say: ({ d, f }) => f.t('sentences.tableCreated', { number: text(d.number) }),
    uses: ['number'],
  },
  'table.updated': {
    say: ({ f, subjectId }) => f.t('sentences.tableUpdated', { number: subjectId }),
  },
  'table.removed': {
    say: ({ d, f }) =>
      f.t(d.outcome === 'kept' ? 'sentences.tableKept' : 'sentences.tableDeleted', {
        number: text(d.number),
      }),
    uses: ['number', 'outcome'],
  },
  'takeaway_point.created': {
    say: ({ d, f }) => f.t('sentences.takeawayPointCreated', { name: f.localName(d) }),
    uses: ['name', 'nameAr'],
  },
  'takeaway_point.updated': { say: ({ f }) => f.t('sentences.takeawayPointUpdated') },
  'table.hash_rotated': {
    say: ({ f, subjectId }) => f.t('sentences.tableHashRotated', { number: subjectId }),
  },
  'takeaway_point.hash_rotated': { say: ({ f }) => f.t('sentences.takeawayHashRotated') },
  'coupon.created': {
    say: ({ d, f }) => f.t('sentences.couponCreated', { code: text(rec(d.after).code) }),
  },
  'coupon.updated': {
    say: ({ d, f }) => f.t('sentences.couponUpdated', { code: text(d.code) }),
    // The kind is there to read the value by (percentage or amount); a change of kind is in before/after.
    uses: ['code', 'kind'],
  },
  'settings.profile_updated': { say: ({ f }) => f.t('sentences.profileUpdated') },
  'settings.operations_updated': { say: ({ f }) => f.t('sentences.operationsUpdated') },
  'settings.logo_updated': { say: ({ f }) => f.t('sentences.logoUpdated') },
  'settings.payments_updated': { say: ({ f }) => f.t('sentences.paymentsUpdated') },
  'zatca.onboarded': { say: ({ f }) => f.t('sentences.zatcaOnboarded') },
  'zatca.renewed': { say: ({ f }) => f.t('sentences.zatcaRenewed') },
  'zatca.document_reissued': { say: ({ f }) => f.t('sentences.zatcaDocumentReissued') },
  'menu.category_created': {
    say: ({ d, f }) => f.t('sentences.categoryCreated', { name: f.localName(rec(d.after)) }),
  },
  'menu.category_updated': {
    // Both names since issue 25 (earlier entries have the English one only).
    say: ({ d, f }) => f.t('sentences.categoryUpdated', { name: f.localName(d) }),
    uses: ['name', 'nameAr'],
  },
  'menu.category_deleted': {
    say: ({ d, f }) => f.t('sentences.categoryDeleted', { name: f.localName(rec(d.before)) }),
  },
  'menu.categories_reordered': {
    say: ({ f }) => f.t('sentences.categoriesReordered'),
    // Ids in their old and new order say nothing a reader can use.
    uses: ['before', 'after'],
  },
  'menu.items_reordered': {
    say: ({ f }) => f.t('sentences.itemsReordered'),
    uses: ['before', 'after'],
  },
  'menu.item_created': {
    say: ({ d, f }) => {
      const after = rec(d.after);
      const price = typeof after.priceHalalas === 'number' ? f.money(after.priceHalalas) : '';
      return f.t('sentences.itemCreated', { name: f.localName(after), price });
    },
  },
  'menu.item_updated': {
    say: ({ d, f }) => f.t('sentences.itemUpdated', { name: f.localName(d) }),
    uses: ['name', 'nameAr'],
  },
  'menu.item_deleted': {
    say: ({ d, f }) => f.t('sentences.itemDeleted', { name: f.localName(rec(d.before)) }),
  },
  'menu.item_photo_updated': {
    say: ({ d, f }) =>
      f.t(rec(d.after).photoUrl ? 'sentences.itemPhotoUpdated' : 'sentences.itemPhotoRemoved', {
        name: f.localName(d),
      }),
    uses: ['name', 'nameAr'],
  },
  'menu.options_updated': {
    say: ({ d, f }) => f.t('sentences.optionsUpdated', { name: f.localName(d) }),
    uses: ['name', 'nameAr'],
  },
  'menu.imported': { say: ({ f }) => f.t('sentences.menuImported') },
  // Kitchen stations (issue 29 item 2). A rename writes the names before and after; a removal names the
  // categories and dishes it left unrouted; a routing change, per station, the ids of what it now makes
  // (subject `station:ID`), or of what no longer has a station of its own (`menu:routing`).
  // The end-of-day close (issue 29 item 6): the float counted in; the cash counted out against expected.
  'shift.opened': {
    say: ({ d, f, subjectId }) =>
      f.t('sentences.shiftOpened', {
        id: subjectId,
        amount: typeof d.amount === 'number' ? f.money(d.amount) : '',
      }),
    uses: ['amount'],
  },
  'shift.closed': {
    say: ({ d, f, subjectId }) => {
      const counted = typeof d.amount === 'number' ? d.amount : 0;
      const expected = typeof d.expected === 'number' ? d.expected : 0;
      const diff = counted - expected;
      const verdict =
        diff > 0
          ? f.t('sentences.cashOver', { amount: f.money(diff) })
          : diff < 0
            ? f.t('sentences.cashShort', { amount: f.money(-diff) })
            : f.t('sentences.cashMatches');
      return f.t('sentences.shiftClosed', {
        id: subjectId,
        counted: f.money(counted),
        expected: f.money(expected),
        verdict,
      });
    },
    uses: ['amount', 'expected', 'overShort'],
  },
  'station.created': {
    say: ({ d, f }) => f.t('sentences.stationCreated', { name: f.localName(d) }),
    uses: ['id', 'name', 'nameAr'],
  },
  'station.updated': {
    say: ({ d, f }) =>
      f.t('sentences.stationUpdated', { name: f.localName(d.name === undefined ? rec(d.after) : d) }),
    uses: ['name', 'nameAr'],
  },
  'station.removed': {
    say: ({ d, f }) => f.t('sentences.stationRemoved', { name: f.localName(d) }),
    uses: ['name', 'nameAr'],
  },
  'station.routing_changed': {
    say: ({ d, f, subjectId }) => {
      const categories = howMany(d.categoryIds) ?? 0;
      const items = howMany(d.itemIds) ?? 0;
      const isUnrouted = subjectId === 'routing';
      if (!categories && !items)
        return f.t(isUnrouted ? 'sentences.stationRoutingClearedPlain' : 'sentences.stationRoutingPlain', {
          id: subjectId,
        });
      const parts = [
        categories ? f.t('sentences.routingCategories', { count: categories }) : '',
        items ? f.t('sentences.routingItems', { count: items }) : '',
      ].filter(Boolean);
      const what =
        parts.length === 2
          ? f.t('sentences.routingBoth', { categories: parts[0], items: parts[1] })
          : String(parts[0]);
      return f.t(isUnrouted ? 'sentences.stationRoutingCleared' : 'sentences.stationRoutingChanged', {
        what,
        id: subjectId,
      });
    },
    // The ids of what moved say nothing a reader can use beyond how many.
    uses: ['categoryIds', 'itemIds'],
  },
  // Ticket printers (issue 29 item 3): a printer's name and address (host:port), and the order reprinted.
  'printer.created': {
    say: ({ d, f }) => f.t('sentences.printerCreated', { name: text(d.name), address: text(d.address) }),
    uses: ['id', 'name', 'address'],
  },
  'printer.updated': {
    say: ({ d, f }) => f.t('sentences.printerUpdated', { name: text(rec(d.after).name ?? d.name) }),
  },
  'printer.removed': {
    say: ({ d, f }) => f.t('sentences.printerRemoved', { name: text(d.name) }),
    uses: ['name'],
  },
  'printer.test_requested': {
    say: ({ d, f }) => f.t('sentences.printerTestRequested', { name: text(d.name) }),
    uses: ['name'],
  },
  'printer.reprint_requested': {
    say: ({ d, f }) => f.t('sentences.printerReprintRequested', { number: text(d.orderNumber) }),
    uses: ['orderNumber'],
  },
  'application.approved': {
    say: ({ d, f }) => f.t('sentences.applicationApproved', { name: text(d.name) }),
    uses: ['name'],
  },
  'application.changes_requested': {
    say: ({ d, f }) => f.t('sentences.applicationChangesRequested', { name: text(d.name) }),
    uses: ['name'],
  },
  'application.rejected': {
    say: ({ d, f }) => f.t('sentences.applicationRejected', { name: text(d.name) }),
    uses: ['name'],
  },
  'restaurant.suspended': {
    say: ({ d, f }) => f.t('sentences.restaurantSuspended', { name: text(d.name) }),
    uses: ['name'],
  },
  'restaurant.reactivated': {
    say: ({ d, f }) => f.t('sentences.restaurantReactivated', { name: text(d.name) }),
    uses: ['name'],
  },
  'restaurant.owner_invite_resent': {
    say: (s) => s.f.t('sentences.ownerInviteResent', { email: email(s) }),
    uses: ['email'],
  },
  'demo_request.updated': {
    say: (s) => s.f.t('sentences.demoRequestUpdated', { name: text(s.d.restaurantName), email: email(s) }),
    uses: ['restaurantName', 'email'],
  },
  'admin.invited': {
    say: ({ d, f }) => f.t('sentences.adminInvited', { email: text(rec(d.after).email) }),
  },
};

export const isKnownAction = (action: string): action is AnyAuditAction =>
  Object.hasOwn(ACTION_WORDS, action);

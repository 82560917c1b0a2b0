import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, Json, NullableTimestamp, Timestamp } from './columns';

/** What the EGS states about its taxpayer on every document (the CSR's fields and the seller's address). */
export interface ZatcaSellerColumn {
  organisationName: string;
  branchName: string;
  vatNumber: string;
  crNumber: string;
  industry: string;
  address: {
    street: string;
    buildingNumber: string;
    additionalNumber?: string;
    district: string;
    city: string;
    postalCode: string;
  };
}

/** Migration 0032: a restaurant's onboarded EGS unit and the head of its document chain. */
export interface ZatcaEgsUnitsTable {
  id: Generated<number>;
  restaurantId: number;
  serial: string;
  environment: 'sandbox' | 'simulation' | 'production';
  seller: Json<ZatcaSellerColumn>;
  /** the secp256k1 key, PKCS#8 PEM sealed under `restaurant:<id>:zatca_egs:private_key`; never answered */
  privateKeyEncrypted: string;
  /** the production CSID's certificate (binarySecurityToken, base64 of base64 DER as ZATCA returns it) */
  certificate: string;
  /** the CSID's secret, sealed under `restaurant:<id>:zatca_egs:secret`; never answered */
  secretEncrypted: string;
  certificateExpiresAt: Timestamp;
  lastIcv: Defaulted<number>;
  lastPih: string;
  onboardedAt: CreatedAt;
  renewedAt: NullableTimestamp;
  /** Migration 0033: the owner was reminded of the expiry (within 30 days); the renewal clears it. */
  renewalRemindedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export type ZatcaReportStatus = 'waiting' | 'reported' | 'reported_with_warnings' | 'rejected';

/** What a queued document states, as issued (the invoices module's snapshot; halalas, gross). */
export interface ZatcaSourceColumn {
  /** the document's ID (BT-1), e.g. INV-12 or CN-3 */
  number: string;
  issuedAt: string;
  paymentMeans: 'cash' | 'card';
  lines: { name: string; quantity: number; gross: number }[];
  /** the amount with VAT the document states (tip excluded) */
  paid: number;
  /** a credit note's credited invoice (BT-1 of it) and reason */
  credited?: { number: string; reason: string };
}

/** Migration 0032: one Phase 2 document, queued, then signed into the chain, then reported. */
export interface ZatcaDocumentsTable {
  id: Generated<number>;
  restaurantId: number;
  egsId: number;
  kind: 'invoice' | 'credit_note';
  invoiceId: number | null;
  creditNoteId: number | null;
  uuid: string;
  source: Json<ZatcaSourceColumn>;
  icv: number | null;
  pih: string | null;
  invoiceHash: string | null;
  /** the signed XML exactly as hashed and sent */
  signedXml: string | null;
  qr: string | null;
  signedAt: NullableTimestamp;
  reportStatus: Defaulted<ZatcaReportStatus>;
  reportHttpStatus: number | null;
  /** ZATCA's validation messages as answered (warnings and errors) */
  zatcaAnswer: ColumnType<unknown | null, string | null | undefined, string | null>;
  reportAttempts: Defaulted<number>;
  lastReportError: string | null;
  reportedAt: NullableTimestamp;
  /** Migration 0033: the owner was mailed about it (waiting 20 h, or rejected after `reportedAt`). */
  alertedAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** Migration 0034: a rejected invoice's credit note and corrected invoice, by their IDs. */
  reissue: ColumnType<
    { creditNote: string; invoice: string } | null,
    string | null | undefined,
    string | null
  >;
}

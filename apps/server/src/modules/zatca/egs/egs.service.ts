import { X509Certificate } from 'node:crypto';
import { AppError, type ErrorCode } from '@sufra/domain';
import type { ZatcaOnboardBody, ZatcaSettings } from '@sufra/domain/contracts';
import type { Database, ZatcaSellerColumn } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../../platform/auth/require-staff';
import { decryptSecret, encryptSecret, type SecretKey } from '../../../platform/crypto/secret-box';
import { inTransaction } from '../../../platform/db/transaction';
import { getStaffRestaurant } from '../../restaurants';
import { FIRST_PIH } from '../chain/first-pih';
import { certificateOfToken } from '../fatoora/csid-token';
import { type CsidAuth, type FatooraClient, FatooraError, type IssuedCsid } from '../fatoora/fatoora-client';
import { readCsidCertificate } from '../signing/csid-certificate';
import type { ZatcaConfig } from '../zatca-config';
import { passComplianceChecks } from './compliance-documents';
import { buildCsr } from './csr';
import { CsrFieldError, type CsrFields } from './csr-fields';
import { findEgsCredentials, findEgsUnit, insertEgsUnit, replaceEgsCsid } from './egs.repository';
import { type EgsKey, egsKeyContext, egsSecretContext, generateEgsKey, sealEgsKey } from './egs-key';
import { egsSerial } from './egs-serial';

export interface ZatcaContext {
  db: Database;
  box: SecretKey;
  zatca: ZatcaConfig;
  /** The Fatoora client in the owner's language (ZATCA writes its messages in it). */
  client: FatooraClient;
}

/** ZATCA's renewal reminder: a certificate within this of its expiry asks the owner for a new OTP. */
const RENEWAL_NOTICE_MS = 30 * 24 * 60 * 60_000;

export async function getZatcaSettings(
  ctx: Pick<ZatcaContext, 'db' | 'zatca'>,
  staff: StaffPrincipal,
): Promise<ZatcaSettings> {
  const restaurantId = restaurantOf(staff);
  const restaurant = await getStaffRestaurant(ctx.db, restaurantId);
  const unit = await findEgsUnit(ctx.db, restaurantId);
  const now = Date.now();
  return {
    environment: ctx.zatca.environment,
    vatNumber: restaurant.vatNumber,
    suggestedOrganisationName: restaurant.nameAr.trim() || restaurant.name,
    egs: unit
      ? {
          serial: unit.serial,
          environment: unit.environment,
          ...unit.seller,
          address: { ...unit.seller.address },
          certificateExpiresAt: unit.certificateExpiresAt.toISOString(),
          onboardedAt: unit.onboardedAt.toISOString(),
          renewedAt: unit.renewedAt?.toISOString() ?? null,
          renewalDue: unit.certificateExpiresAt.getTime() - now <= RENEWAL_NOTICE_MS,
          expired: unit.certificateExpiresAt.getTime() <= now,
          documentsSigned: unit.lastIcv,
        }
      : null,
  };
}

/** ZATCA's refusal as the owner reads it: its own messages, one line. */
function zatcaWords(err: FatooraError): string {
  return err.zatcaMessages.map((m) => m.message || m.code).join('; ') || err.message;
}

/** A Fatoora failure as the owner's error: what happened and what to do (nothing was stored). */
function ownerError(err: unknown, step: 'otp' | 'csid'): unknown {
  if (!(err instanceof FatooraError)) return err;
  const codes: Record<FatooraError['kind'], ErrorCode> = {
    unreachable: 'ZATCA_UNREACHABLE',
    unavailable: 'ZATCA_UNREACHABLE',
    bad_answer: 'ZATCA_BAD_ANSWER',
    unauthorized: 'ZATCA_CSID_REFUSED',
    refused: 'ZATCA_REFUSED',
  };
  const otpRefused =
    step === 'otp' && err.kind === 'refused' && err.zatcaMessages.some((m) => /otp/i.test(m.code));
  return new AppError(otpRefused ? 'ZATCA_OTP_REFUSED' : codes[err.kind], { zatca: zatcaWords(err) }, err);
}

/**
 * The SAN's registeredAddress: the branch's building, district and city, as much as fits the CSR's 64 bytes
 * (an Arabic address soon passes them): else the city alone, which the form already holds to 64.
 */
function locationOf(a: ZatcaSellerColumn['address']): string {
  const full = `${a.buildingNumber} ${a.district}, ${a.city}`;
  return Buffer.byteLength(full, 'utf8') <= 64 ? full : a.city;
}

function csrFieldsOf(
  seller: ZatcaSellerColumn,
  serial: string,
  environment: ZatcaConfig['environment'],
  restaurantId: number,
): CsrFields {
  return {
    organisationName: seller.organisationName,
    branchName: seller.branchName,
    // CN: the unit's name, the same for its whole life (renewals keep it).
    unitName: `Sufra-${restaurantId}`,
    vatNumber: seller.vatNumber,
    egsSerial: serial,
    location: locationOf(seller.address),
    industry: seller.industry,
    environment,
  };
}

function csrOf(fields: CsrFields, key: EgsKey) {
  try {
    return buildCsr(fields, key.privateKey);
  } catch (err) {
    if (err instanceof CsrFieldError) throw new AppError(err.code, undefined, err);
    throw err;
  }
}

/**
 * A production CSID must certify the EGS's own key; the developer portal hands out shared certificates
 * (ZATCA-PHASE2.md §2), which no document of ours could be signed with: said at once, nothing stored.
 */
function checkedCertificate(csid: IssuedCsid, key: EgsKey): Date {
  const certificate = readCsidCertificate(certificateOfToken(csid.binarySecurityToken));
  if (!certificate.publicKey.equals(key.publicKeyDer))
    throw new AppError('ZATCA_REFUSED', { zatca: 'the certificate ZATCA issued is not for this unit’s key' });
  return new Date(new X509Certificate(Buffer.from(certificate.base64, 'base64')).validTo);
}

/** The compliance checks with a CSID that is not production yet, then its production CSID. */
async function productionCsid(
  client: FatooraClient,
  compliance: IssuedCsid,
  key: EgsKey,
  seller: ZatcaSellerColumn,
) {
  const failures = await passComplianceChecks(client, compliance, key.privateKey, seller);
  if (failures.length > 0)
    throw new AppError('ZATCA_COMPLIANCE_FAILED', {
      zatca: failures.map((f) => `${f.code}: ${f.message}`).join('; '),
    });
  return client.requestProductionCsid(compliance, { complianceRequestId: compliance.requestId });
}

/**
 * Onboards the restaurant's EGS unit: a new secp256k1 key, the CSR, the compliance CSID (with the OTP),
 * the three compliance checks, the production CSID. Only then is anything stored, in one transaction with
 * its audit entry: a step ZATCA refuses leaves nothing behind (the OTP is spent at ZATCA's end; the owner
 * makes a new one). The key and the secret are sealed with the secret box; neither is ever answered.
 */
export async function onboardZatca(ctx: ZatcaContext, staff: StaffPrincipal, body: ZatcaOnboardBody) {
  const restaurantId = restaurantOf(staff);
  const restaurant = await getStaffRestaurant(ctx.db, restaurantId);
  if (!restaurant.vatNumber) throw new AppError('ZATCA_VAT_NUMBER_MISSING');
  if (await findEgsUnit(ctx.db, restaurantId)) throw new AppError('ZATCA_ALREADY_ONBOARDED');
  const seller: ZatcaSellerColumn = {
    organisationName: body.organisationName.trim(),
    branchName: body.branchName.trim(),
    vatNumber: restaurant.vatNumber,
    crNumber: body.crNumber.trim(),
    industry: body.industry.trim(),
    address: {
      street: body.address.street.trim(),
      buildingNumber: body.address.buildingNumber.trim(),
      ...(body.address.additionalNumber ? { additionalNumber: body.address.additionalNumber.trim() } : {}),
      district: body.address.district.trim(),
      city: body.address.city.trim(),
      postalCode: body.address.postalCode.trim(),
    },
  };
  const serial = egsSerial();
  const key = generateEgsKey();
  const csr = csrOf(csrFieldsOf(seller, serial, ctx.zatca.environment, restaurantId), key);
  const compliance = await ctx.client
    .requestComplianceCsid({ otp: body.otp.trim(), csr: csr.apiBody.csr })
    .catch((err: unknown) => Promise.reject(ownerError(err, 'otp')));
  const production = await productionCsid(ctx.client, compliance, key, seller).catch((err: unknown) =>
    Promise.reject(ownerError(err, 'csid')),
  );
  const expiresAt = checkedCertificate(production, key);
  await inTransaction(ctx.db, async (trx) => {
    const stored = await insertEgsUnit(trx, {
      restaurantId,
      serial,
      environment: ctx.zatca.environment,
      seller,
      privateKeyEncrypted: sealEgsKey(ctx.box, key.privateKey, egsKeyContext(restaurantId)),
      certificate: production.binarySecurityToken,
      secretEncrypted: encryptSecret(ctx.box, production.secret, egsSecretContext(restaurantId)),
      certificateExpiresAt: expiresAt,
      firstPih: FIRST_PIH,
    });
    if (!stored) throw new AppError('ZATCA_ALREADY_ONBOARDED');
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'zatca.onboarded',
      subject: `restaurant:${restaurantId}`,
    });
  });
  return getZatcaSettings(ctx, staff);
}

/**
 * Renews the production CSID with a new OTP (PATCH /production/csids, authenticated with the current one):
 * a new key and CSR for the same unit, whose chain goes on. A 428 answer is a renewed CSID that must pass
 * the compliance checks first. Until the new CSID is stored, documents go on being signed with the old one.
 */
export async function renewZatca(ctx: ZatcaContext, staff: StaffPrincipal, otp: string) {
  const restaurantId = restaurantOf(staff);
  const unit = await findEgsCredentials(ctx.db, restaurantId);
  if (!unit) throw new AppError('ZATCA_NOT_ONBOARDED');
  const current: CsidAuth = {
    binarySecurityToken: unit.certificate,
    secret: decryptSecret(ctx.box, unit.secretEncrypted, egsSecretContext(restaurantId)),
  };
  const key = generateEgsKey();
  const csr = csrOf(csrFieldsOf(unit.seller, unit.serial, unit.environment, restaurantId), key);
  const renewed = await ctx.client
    .renewProductionCsid(current, { otp: otp.trim(), csr: csr.apiBody.csr })
    .catch((err: unknown) => Promise.reject(ownerError(err, 'otp')));
  const production =
    renewed.kind === 'renewed'
      ? renewed
      : await productionCsid(ctx.client, renewed, key, unit.seller).catch((err: unknown) =>
          Promise.reject(ownerError(err, 'csid')),
        );
  const expiresAt = checkedCertificate(production, key);
  await inTransaction(ctx.db, async (trx) => {
    await replaceEgsCsid(trx, restaurantId, {
      privateKeyEncrypted: sealEgsKey(ctx.box, key.privateKey, egsKeyContext(restaurantId)),
      certificate: production.binarySecurityToken,
      secretEncrypted: encryptSecret(ctx.box, production.secret, egsSecretContext(restaurantId)),
      expiresAt,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'zatca.renewed',
      subject: `restaurant:${restaurantId}`,
    });
  });
  return getZatcaSettings(ctx, staff);
}

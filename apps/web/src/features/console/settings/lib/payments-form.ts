import {
  MOYASAR_PUBLISHABLE_KEY,
  MOYASAR_SECRET_KEY,
  MOYASAR_WEBHOOK_SECRET,
  moyasarKeyMode,
  type PaymentProvider,
  type PaymentSettings,
  type PaymentSettingsBody,
} from '@sufra/domain/contracts';

/** The payments form: secrets start empty and replace the stored ones only when typed. */
export interface PaymentsForm {
  provider: PaymentProvider;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}
export type PaymentsField = 'publishableKey' | 'secretKey' | 'webhookSecret';
type PaymentsProblem =
  | 'MOYASAR_PUBLISHABLE_KEY_INVALID'
  | 'MOYASAR_SECRET_KEY_INVALID'
  | 'MOYASAR_WEBHOOK_SECRET_INVALID'
  | 'MOYASAR_KEYS_MODE_MISMATCH'
  | 'MOYASAR_KEYS_MISSING';
export type PaymentsProblems = Partial<Record<PaymentsField, PaymentsProblem>>;

export function paymentsFormOf(s: PaymentSettings): PaymentsForm {
  return { provider: s.provider, publishableKey: s.publishableKey ?? '', secretKey: '', webhookSecret: '' };
}

/** Test or live as this form would save it: the sandbox is always test; Moyasar by its keys' prefix. */
export function formMode(form: PaymentsForm): 'test' | 'live' {
  if (form.provider === 'sandbox') return 'test';
  return moyasarKeyMode(form.publishableKey.trim()) ?? moyasarKeyMode(form.secretKey.trim()) ?? 'test';
}

/** The form's own checks, the server's rules (it checks again): shapes, one mode, Moyasar's three keys. */
export function paymentsProblems(form: PaymentsForm, saved: PaymentSettings): PaymentsProblems {
  const problems: PaymentsProblems = {};
  const publishable = form.publishableKey.trim();
  const secret = form.secretKey.trim();
  const webhook = form.webhookSecret.trim();
  if (publishable && !MOYASAR_PUBLISHABLE_KEY.test(publishable))
    problems.publishableKey = 'MOYASAR_PUBLISHABLE_KEY_INVALID';
  if (secret && !MOYASAR_SECRET_KEY.test(secret)) problems.secretKey = 'MOYASAR_SECRET_KEY_INVALID';
  if (webhook && !MOYASAR_WEBHOOK_SECRET.test(webhook))
    problems.webhookSecret = 'MOYASAR_WEBHOOK_SECRET_INVALID';
  if (form.provider === 'moyasar') {
    if (!publishable) problems.publishableKey ??= 'MOYASAR_KEYS_MISSING';
    if (!secret && !saved.secretKey.set) problems.secretKey ??= 'MOYASAR_KEYS_MISSING';
    if (!webhook && !saved.webhookSecret.set) problems.webhookSecret ??= 'MOYASAR_KEYS_MISSING';
  }
  if (!problems.publishableKey && !problems.secretKey && publishable && secret) {
    if (moyasarKeyMode(publishable) !== moyasarKeyMode(secret))
      problems.secretKey = 'MOYASAR_KEYS_MODE_MISMATCH';
  }
  return problems;
}

/** What PUT sends: the provider, the publishable key when there is one, and only the secrets typed. */
export function paymentsBody(form: PaymentsForm): PaymentSettingsBody {
  const body: PaymentSettingsBody = { provider: form.provider };
  const publishable = form.publishableKey.trim();
  if (publishable) body.publishableKey = publishable;
  if (form.secretKey.trim()) body.secretKey = form.secretKey.trim();
  if (form.webhookSecret.trim()) body.webhookSecret = form.webhookSecret.trim();
  return body;
}

export function isPaymentsChanged(saved: PaymentSettings, form: PaymentsForm): boolean {
  return (
    form.provider !== saved.provider ||
    form.publishableKey.trim() !== (saved.publishableKey ?? '') ||
    form.secretKey.trim() !== '' ||
    form.webhookSecret.trim() !== ''
  );
}

/** The server's refusal at its field (MOYASAR_KEYS_MISSING names it in params.field); null: no field. */
export function serverProblemField(code: string, params: Record<string, unknown>): PaymentsField | null {
  if (code === 'MOYASAR_PUBLISHABLE_KEY_INVALID') return 'publishableKey';
  if (code === 'MOYASAR_SECRET_KEY_INVALID' || code === 'MOYASAR_KEYS_MODE_MISMATCH') return 'secretKey';
  if (code === 'MOYASAR_WEBHOOK_SECRET_INVALID') return 'webhookSecret';
  if (code === 'MOYASAR_KEYS_MISSING') {
    const field = params.field;
    return field === 'publishableKey' || field === 'secretKey' || field === 'webhookSecret'
      ? field
      : 'publishableKey';
  }
  return null;
}

/** What saving would do that deserves a confirmation: another gateway for new payments, real money. */
export function confirmationsFor(
  saved: PaymentSettings,
  form: PaymentsForm,
): { switching: boolean; goingLive: boolean } {
  const live = formMode(form) === 'live';
  return {
    switching: form.provider !== saved.provider,
    goingLive: live && (saved.mode !== 'live' || saved.provider !== 'moyasar'),
  };
}

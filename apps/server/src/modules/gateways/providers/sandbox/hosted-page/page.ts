import { formatMoney, halalas, type Language } from '@sufra/domain';
import { escapeHtml as e } from '../../../../../platform/mail/escape-html';
import type { GatewayPayment } from '../../../gateway';
import { MADA_BINS } from './card';
import { TEST_CARDS } from './test-cards';
import { BRAND_NAMES, PAGE_TEXTS, type PageTexts } from './texts';

type FieldError = 'errNumber' | 'errBrand' | 'errExpiry' | 'errExpired' | 'errCvc' | 'errName';
export interface FormErrors {
  number?: FieldError;
  expiry?: FieldError;
  cvc?: FieldError;
  name?: FieldError;
  /** A message above the form (e.g. not a test card). */
  form?: 'errNotTestCard';
}

/**
 * Sufra's mark as drawn for the primary colour: the round table seen from above, with its plate
 * (apps/web/public/brand/logo-white.svg without the wordmark; the brand name follows as text). Inline
 * SVG is markup, not script, so the CSP holds.
 */
const LOGO_MARK = `<svg class="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="30" fill="none" stroke="#FBF8F3" stroke-width="2" opacity=".5"/><circle cx="32" cy="32" r="22" fill="#FBF8F3"/><circle cx="32" cy="32" r="22" fill="none" stroke="#E0A030" stroke-width="2.5" stroke-dasharray="2.5 4.41"/><circle cx="32" cy="32" r="12.5" fill="#E0A030" stroke="#C7861C" stroke-width="1.5"/><path d="M25 34.5a7 7 0 0 1 14 0z" fill="#F6D58E"/></svg>`;

/** The page shell: external CSS and JS only (the CSP forbids inline scripts), right-to-left in Arabic. */
function shell(lang: Language, title: string, body: string, langSwitchPath: string): string {
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0F5E59">
<title>${e(title)} · Sufra</title>
<link rel="stylesheet" href="/sandbox/assets/pay.css">
<script src="/sandbox/assets/pay.js" defer></script>
</head>
<body>
<header class="bar">
  ${LOGO_MARK}<span class="brand">${lang === 'ar' ? 'سفرة' : 'Sufra'}</span>
  <a class="lang" href="${e(langSwitchPath)}?lang=${other}" lang="${other}">${other === 'ar' ? 'العربية' : 'English'}</a>
</header>
<main class="card">${body}</main>
</body>
</html>`;
}

function amountBlock(t: PageTexts, lang: Language, payment: GatewayPayment, description: string): string {
  return `<p class="badge">${e(t.sandboxBadge)}</p>
<h1>${e(t.title)}</h1>
<div class="amount"><span>${e(t.amountLabel)}</span><strong dir="ltr">${e(formatMoney(halalas(payment.amount), lang))}</strong></div>
${description ? `<p class="desc">${e(description)}</p>` : ''}`;
}

function field(
  t: PageTexts,
  name: string,
  label: string,
  attrs: string,
  error: FieldError | undefined,
  value = '',
) {
  const err = error
    ? `<p class="error" id="${name}-error">${e(t[error])}</p>`
    : `<p class="error" id="${name}-error" hidden></p>`;
  return `<label for="${name}">${e(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${e(value)}" aria-describedby="${name}-error"${error ? ' aria-invalid="true"' : ''}>
${err}`;
}

function helpBlock(t: PageTexts, lang: Language): string {
  const rows = TEST_CARDS.map((card) => {
    const outcome = card.outcome.kind === 'failed' ? card.outcome.reason : card.outcome.kind;
    const spaced = card.number.replace(/(\d{4})(?=\d)/g, '$1 ');
    return `<tr><td dir="ltr"><code>${spaced}</code></td><td>${e(BRAND_NAMES[card.brand][lang])}</td><td>${e(t.outcomes[outcome])}</td></tr>`;
  }).join('\n');
  return `<details class="help"><summary>${e(t.helpTitle)}</summary>
<p>${e(t.helpIntro)}</p>
<table><tbody>
${rows}
</tbody></table></details>`;
}

export function renderForm(args: {
  lang: Language;
  payment: GatewayPayment;
  description: string;
  errors?: FormErrors;
  values?: { expiry?: string; name?: string };
}): string {
  const { lang, payment, errors = {}, values = {} } = args;
  const t = PAGE_TEXTS[lang];
  const action = `/sandbox/pay/${payment.id}`;
  // Texts and the mada BIN list travel as data attributes so pay.js needs no copy of them.
  const data = [
    `data-mada-bins="${MADA_BINS.join(',')}"`,
    ...(['errNumber', 'errBrand', 'errExpiry', 'errExpired', 'errCvc', 'errName'] as const).map(
      (k) => `data-${k.toLowerCase()}="${e(t[k])}"`,
    ),
    ...(['mada', 'visa', 'mastercard'] as const).map((b) => `data-brand-${b}="${e(BRAND_NAMES[b][lang])}"`),
  ].join(' ');
  const body = `${amountBlock(t, lang, payment, args.description)}
<form id="apple-pay" class="apple-pay" method="post" action="${action}/apple-pay?lang=${lang}" hidden>
  <button type="submit" class="apple-pay-button" lang="en">${e(t.applePay)}</button>
  <p class="or">${e(t.or)}</p>
</form>
<form id="card-form" method="post" action="${action}?lang=${lang}" novalidate ${data}>
${errors.form ? `<p class="error form-error" role="alert">${e(t[errors.form])}</p>` : ''}
<div class="number-row">
${field(t, 'number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" required', errors.number)}
<span id="brand" class="brand-chip" aria-live="polite" data-label="${e(t.brandDetected)}"></span>
</div>
<div class="pair">
<div>${field(t, 'expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" maxlength="7" required', errors.expiry, values.expiry)}</div>
<div>${field(t, 'cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="3" required', errors.cvc)}</div>
</div>
${field(t, 'name', t.name, 'autocomplete="cc-name" maxlength="100" required', errors.name, values.name)}
<button type="submit" class="pay">${e(t.pay)} <span dir="ltr">${e(formatMoney(halalas(payment.amount), lang))}</span></button>
</form>
${helpBlock(t, lang)}`;
  return shell(lang, t.title, body, action);
}

export function renderChallenge(args: {
  lang: Language;
  payment: GatewayPayment;
  description: string;
}): string {
  const t = PAGE_TEXTS[args.lang];
  const action = `/sandbox/pay/${args.payment.id}`;
  const body = `${amountBlock(t, args.lang, args.payment, args.description)}
<h2>${e(t.challengeTitle)}</h2>
<p>${e(t.challengeBody)}</p>
<form method="post" action="${action}/challenge?lang=${args.lang}">
<label for="otp">${e(t.otp)}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="6" required>
<button type="submit" class="pay">${e(t.confirm)}</button>
</form>`;
  return shell(args.lang, t.challengeTitle, body, action);
}

export function renderDone(args: { lang: Language; payment: GatewayPayment; continueUrl: string }): string {
  const t = PAGE_TEXTS[args.lang];
  const body = `<h1>${e(t.doneTitle)}</h1>
<p>${e(args.payment.status === 'paid' ? t.donePaid : t.doneFailed)}</p>
<a class="pay" href="${e(args.continueUrl)}">${e(t.continue)}</a>`;
  return shell(args.lang, t.doneTitle, body, `/sandbox/pay/${args.payment.id}`);
}

export function renderNotFound(lang: Language, path: string): string {
  const t = PAGE_TEXTS[lang];
  return shell(lang, t.notFoundTitle, `<h1>${e(t.notFoundTitle)}</h1><p>${e(t.notFoundBody)}</p>`, path);
}

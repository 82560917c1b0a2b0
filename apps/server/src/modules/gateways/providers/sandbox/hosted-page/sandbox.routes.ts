import { readFileSync } from 'node:fs';
import { isLanguage, type Language } from '@sufra/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../../../../platform/http/language';
import type { GatewayPayment } from '../../../gateway';
import { GatewayError } from '../../../gateway';
import type { SandboxGateway } from '../sandbox-gateway';
import { appFontFaces } from './app-font';
import {
  cardDigits,
  detectBrand,
  isCvcValid,
  isExpired,
  isLuhnValid,
  isNameValid,
  parseExpiry,
} from './card';
import { type FormErrors, renderChallenge, renderDone, renderForm, renderNotFound } from './page';
import { findTestCard } from './test-cards';

export interface SandboxRoutesOptions {
  gateway: SandboxGateway;
  /** The built web app, whose font files (IBM Plex Sans Arabic) the page uses. */
  webDistDir?: string;
}

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

type Params = { paymentId: string };
type Form = Record<string, string | undefined>;

function langOf(req: FastifyRequest): Language {
  const q = (req.query as { lang?: unknown }).lang;
  return typeof q === 'string' && isLanguage(q) ? q : requestLanguage(req);
}

/** The callback with Moyasar's query parameters; a path callback stays a path (same origin). */
function callbackLocation(callbackUrl: string, payment: GatewayPayment): string {
  const isPath = callbackUrl.startsWith('/');
  const url = new URL(callbackUrl, 'http://sandbox.invalid');
  url.searchParams.set('id', payment.id);
  url.searchParams.set('status', payment.status);
  url.searchParams.set('message', payment.message ?? '');
  return isPath ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** Server-side checks of the card form (the browser's checks are a convenience, never trusted). */
function checkCard(form: Form): {
  errors: FormErrors;
  digits: string;
  brand: ReturnType<typeof detectBrand>;
} {
  const errors: FormErrors = {};
  const digits = cardDigits(form.number ?? '');
  const brand = detectBrand(digits);
  if (!isLuhnValid(digits)) errors.number = 'errNumber';
  else if (!brand) errors.number = 'errBrand';
  const expiry = parseExpiry(form.expiry ?? '');
  if (!expiry) errors.expiry = 'errExpiry';
  else if (isExpired(expiry)) errors.expiry = 'errExpired';
  if (!isCvcValid(form.cvc ?? '')) errors.cvc = 'errCvc';
  if (!isNameValid(form.name ?? '')) errors.name = 'errName';
  if (Object.keys(errors).length === 0 && !findTestCard(digits)) errors.form = 'errNotTestCard';
  return { errors, digits, brand };
}

/**
 * The sandbox gateway's hosted payment page (outside /api: it is a page, like a gateway's own domain).
 * GET shows the card form, the 3-D Secure step or the outcome; POSTs settle and redirect (302) to the
 * payment's callback with id, status and message. Replays of a settled payment change nothing.
 */
const sandboxGatewayRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (
  app,
  { gateway, webDistDir },
) => {
  const js = asset('pay.js');
  const css = `${webDistDir ? appFontFaces(webDistDir) : ''}\n${asset('pay.css')}`;
  // Forms post urlencoded; parsed here only (encapsulated), small, never as JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.get('/sandbox/assets/pay.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(js),
  );
  app.get('/sandbox/assets/pay.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css),
  );

  async function stateOr404(req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const state = await gateway.pageState(req.params.paymentId);
    if (!state) {
      await html(
        reply,
        404,
        renderNotFound(langOf(req), `/sandbox/pay/${encodeURIComponent(req.params.paymentId)}`),
      );
    }
    return state;
  }

  const toCallback = (reply: FastifyReply, callbackUrl: string, payment: GatewayPayment) =>
    reply.header('cache-control', 'no-store').redirect(callbackLocation(callbackUrl, payment), 302);
  const toPage = (reply: FastifyReply, id: string, lang: Language) =>
    reply.redirect(`/sandbox/pay/${id}?lang=${lang}`, 303);

  app.get<{ Params: Params }>('/sandbox/pay/:paymentId', async (req, reply) => {
    const state = await stateOr404(req, reply);
    if (!state) return reply;
    const { row, payment } = state;
    const lang = langOf(req);
    if (payment.status !== 'initiated') {
      const continueUrl = callbackLocation(row.callbackUrl, payment);
      return html(reply, 200, renderDone({ lang, payment, continueUrl }));
    }
    if (row.challengeStartedAt)
      return html(reply, 200, renderChallenge({ lang, payment, description: row.description }));
    return html(reply, 200, renderForm({ lang, payment, description: row.description }));
  });

  app.post<{ Params: Params; Body: Form }>('/sandbox/pay/:paymentId', async (req, reply) => {
    const state = await stateOr404(req, reply);
    if (!state) return reply;
    const { row, payment } = state;
    const lang = langOf(req);
    if (payment.status !== 'initiated') return toCallback(reply, row.callbackUrl, payment);
    if (row.challengeStartedAt) return toPage(reply, row.id, lang);
    const form = (req.body ?? {}) as Form;
    const { errors, digits, brand } = checkCard(form);
    if (Object.keys(errors).length > 0 || !brand) {
      const values = { expiry: form.expiry ?? '', name: form.name ?? '' };
      return html(reply, 422, renderForm({ lang, payment, description: row.description, errors, values }));
    }
    const result = await gateway.submitCard(row.id, { brand, digits });
    if (result.status === 'initiated') return toPage(reply, row.id, lang);
    return toCallback(reply, row.callbackUrl, result);
  });

  app.post<{ Params: Params; Body: Form }>('/sandbox/pay/:paymentId/challenge', async (req, reply) => {
    const state = await stateOr404(req, reply);
    if (!state) return reply;
    const { row, payment } = state;
    if (payment.status !== 'initiated') return toCallback(reply, row.callbackUrl, payment);
    if (!row.challengeStartedAt) return toPage(reply, row.id, langOf(req));
    const result = await gateway.submitChallenge(row.id, ((req.body ?? {}) as Form).otp ?? '');
    return toCallback(reply, row.callbackUrl, result);
  });

  app.post<{ Params: Params }>('/sandbox/pay/:paymentId/apple-pay', async (req, reply) => {
    const state = await stateOr404(req, reply);
    if (!state) return reply;
    const { row, payment } = state;
    if (payment.status !== 'initiated') return toCallback(reply, row.callbackUrl, payment);
    if (row.challengeStartedAt) return toPage(reply, row.id, langOf(req));
    return toCallback(
      reply,
      row.callbackUrl,
      await gateway.submitCard(row.id, { brand: 'applepay', digits: '' }),
    );
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof GatewayError && err.httpStatus === 404) {
      return html(reply, 404, renderNotFound(langOf(req), req.url.split('?')[0] ?? '/'));
    }
    throw err;
  });
};

/** Mounts the hosted page at the root (not under /api). Call from buildApp when the gateway is the sandbox. */
export async function registerSandboxPages(
  app: FastifyInstance,
  options: SandboxRoutesOptions,
): Promise<void> {
  await app.register(sandboxGatewayRoutes, options);
}

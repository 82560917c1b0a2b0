import { AppError, ERROR_STATUS, type ErrorCode, isErrorCode } from '@sufra/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage } from '../http/language';
import { errorBody } from './error-body';

/** Fastify's own error codes that mean "the caller sent something wrong". */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
};

/** Fallback by status for plugin errors (rate limit, multipart limits, ...). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The multipart parser (busboy/dicer) rejects a cut-off or malformed body with plain errors that carry
 * no code; on a multipart request these messages are the caller's mistake (400), not ours (500).
 */
const MULTIPART_PARSE_ERROR =
  /^(Unexpected end of (multipart data|form)|Part terminated early|Malformed part header|Multipart: Boundary not found)/;

function isMultipartParseError(err: FastifyError, req: FastifyRequest): boolean {
  const multipart = (req as { isMultipart?: () => boolean }).isMultipart?.() ?? false;
  return multipart && !err.statusCode && MULTIPART_PARSE_ERROR.test(err.message);
}

/**
 * Router-level failures (a malformed percent-encoding: 400; a path parameter over maxParamLength: 414).
 * Fastify's default body echoed the URL; this answers in the error shape and repeats nothing.
 */
export function frameworkErrorReply(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'VALIDATION_FAILED';
  void reply.code(ERROR_STATUS[code]).send(errorBody(code, requestLanguage(req)));
}

const CONTEXT_PREFIX: Record<string, string> = { querystring: 'query', params: 'params', body: 'body' };

function validationFields(err: FastifyError & { validationContext?: string }): string[] {
  const context = err.validationContext
    ? (CONTEXT_PREFIX[err.validationContext] ?? err.validationContext)
    : '';
  const fields = (err.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return [context, path].filter(Boolean).join('.');
  });
  return [...new Set(fields.length > 0 ? fields : [context || 'request'])];
}

/**
 * A 503 we chose to answer (a full hashing queue: load, not a fault) is a warning without a stack; one
 * caused by a failure (a gateway down) and every other 5xx is an error with its stack.
 */
function logAppError(req: FastifyRequest, err: AppError): void {
  if (err.status < 500) return;
  if (err.status === 503 && err.cause === undefined)
    req.log.warn({ code: err.code }, 'request refused: busy');
  else req.log.error({ err }, 'request failed');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(req);
    if (err instanceof AppError) {
      logAppError(req, err);
      // A 429 or 503 that knows how long to wait says so the standard way too (RFC 9110 section 10.2.3).
      const seconds = err.params?.seconds;
      if ((err.status === 429 || err.status === 503) && typeof seconds === 'number')
        reply.header('retry-after', String(seconds));
      return reply.code(err.status).send(errorBody(err.code, lang, { params: err.params }));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      // A contract may name the precise code as the issue message (see contracts/common.ts withCode).
      const named = err.validation?.map((v) => v.message).find(isErrorCode);
      if (named) return reply.code(ERROR_STATUS[named]).send(errorBody(named, lang));
      return reply.code(400).send(errorBody('VALIDATION_FAILED', lang, { fields: validationFields(err) }));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    // JSON.parse failures from the body parser surface as SyntaxError with a 400 status.
    const code =
      known ??
      (isMultipartParseError(err, req) ? 'VALIDATION_FAILED' : undefined) ??
      (err instanceof SyntaxError && err.statusCode === 400 ? 'MALFORMED_JSON' : undefined) ??
      (err.statusCode && err.statusCode < 500 ? STATUS_CODES[err.statusCode] : undefined);
    if (code) return reply.code(ERROR_STATUS[code]).send(errorBody(code, lang));
    // Anything else is our fault: log everything (pino adds the request id), show nothing of it.
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', lang));
  });
}

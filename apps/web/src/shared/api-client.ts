import type { ApiOf, BodyIn, ParamsIn, QueryIn, ResponseData } from '@sufra/domain/contracts';
import type { RouteId } from '@sufra/domain/routes';

/**
 * The one way the web app talks to the API: base `/api`, JSON, the bearer token of staff screens when
 * present, the diner's language, and one error type. `call(routes.x, …)` takes a route of the contract's
 * table (`@sufra/domain/routes`, zod-free) and types its params, query, body and answer from the table's
 * schemas (type-only: no zod reaches the browser).
 */
export const AUTH_TOKEN_KEY = 'auth_token';
const DEFAULT_TIMEOUT_MS = 15_000;

/** The server's `{ error: { code, message } }`, or NETWORK / TIMEOUT when no answer came back. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The error's parameters when the server sent them (e.g. `{ current, total }`, `{ retryAfterSeconds }`). */
  readonly params: Record<string, string | number>;
  constructor(status: number, code: string, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers (an order's proof). */
  headers?: Record<string, string>;
}

/** Set by the i18n module so every request carries the diner's language (x-sufra-lang). */
let currentLanguage = 'ar';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  if (response.status === 401) {
    // Spec section 6: a 401 removes the stored token.
    try {
      localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
  try {
    const body = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; params?: unknown };
    };
    const code = typeof body.error?.code === 'string' ? body.error.code : 'INTERNAL';
    const message = typeof body.error?.message === 'string' ? body.error.message : response.statusText;
    const params = body.error?.params;
    return new ApiError(
      response.status,
      code,
      message,
      params && typeof params === 'object' ? (params as Record<string, string | number>) : {},
    );
  } catch {
    return new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL' : 'NOT_FOUND',
      response.statusText,
    );
  }
}

/** How a request leaves: the browser's fetch; the server's renderer answers it in-process (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'x-sufra-lang': currentLanguage,
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', 'Request timed out');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'No internet connection');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const json = (await response.json()) as { data: T };
  return json.data;
}

type Defined<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

/** What a call of route R sends: its path params, query and body as the contract takes them. */
export type CallInput<R extends RouteId> = Defined<'params', ParamsIn<ApiOf<R>>> &
  Defined<'query', QueryIn<ApiOf<R>>> &
  Defined<'body', BodyIn<ApiOf<R>>> &
  Pick<RequestOptions, 'headers' | 'timeoutMs' | 'signal'>;

/** `/public/orders/:id` with `{ id }` -> `/public/orders/<id>` (each value URL-encoded). */
export function pathOf(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** One call of a route of the table; resolves to its answer's `data`. */
export function call<R extends RouteId>(route: R, input: CallInput<R>): Promise<ResponseData<ApiOf<R>>> {
  const { params, query, body, ...options } = input as {
    params?: object;
    query?: RequestOptions['query'];
    body?: unknown;
  } & RequestOptions;
  return apiRequest(pathOf(route.path, params), { ...options, method: route.method, query, body });
}

/** A multipart route (an upload): the form's parts stand for the body the contract describes. */
export function callWithForm<R extends RouteId>(
  route: R,
  input: Omit<CallInput<R>, 'body'> & { form: FormData },
): Promise<ResponseData<ApiOf<R>>> {
  const { form, ...rest } = input;
  return call(route, { ...rest, body: form } as unknown as CallInput<R>);
}

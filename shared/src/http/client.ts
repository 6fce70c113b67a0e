/**
 * The single HTTP client every Backlay app goes through (spec sections 7, 8 and 9).
 *
 * - JSON content, no-cache headers, REQUEST_TIMEOUT_MS timeout.
 * - Bearer token read from the host (session storage) at request time.
 * - One in-flight request per method + url + params + filter: a repeat aborts the earlier one.
 * - The error catalogue: toasts for 400/403/404/409/429/500, 401 hands over to the host,
 *   success toasts for non-GET responses carrying a message, cancellations are only logged.
 */
import type { AxiosAdapter, AxiosInstance, AxiosStatic } from 'axios';
import { ownTask } from '../tasks/ownTask.js';

export const REQUEST_TIMEOUT_MS = 100_000;
export const TOAST_MS = 1_500;

/** Toast text used when an error toast is due but the server sent no usable message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Network error: could not reach the server.';
export const TIMEOUT_ERROR_MESSAGE = 'The request timed out.';
export const CANCELLED_MESSAGE = 'The request was cancelled.';

let axiosModule: Promise<AxiosStatic> | null = null;
/** axios, once it is here: from then on a request goes out in the call that makes it. */
let loadedAxios: AxiosStatic | null = null;

/**
 * Fetches axios, once. The client loads it with its first request rather than with the page, so a
 * page that asks nothing of the server yet (the login form, until it is sent) carries none of it;
 * a page that knows it will call calls this early to have it ready.
 */
export function loadHttpTransport(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (m) => (loadedAxios = m.default),
    (error: unknown) => {
      // A failed fetch is tried again by the next request.
      axiosModule = null;
      throw error;
    },
  );
  return axiosModule;
}

/** HTTP statuses whose server message is shown in an error toast (spec section 8). */
const TOASTED_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 429, 500]);
const UNAUTHORIZED_STATUS = 401;

export type ToastStatus = 'success' | 'error';

export interface HttpClientOptions {
  baseURL: string;
  /** The host reads session storage. Called on every request. */
  getToken: () => string | null;
  /** The host clears session storage and goes to /login. */
  onUnauthorized: () => void;
  toast: (message: string, status: ToastStatus, durationMs: number) => void;
  /** Defaults to console.info. */
  log?: (message: string, detail?: unknown) => void;
  /** Tests inject a fake adapter; production uses axios' default. */
  adapter?: AxiosAdapter;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  /** The spec's raw filter string, appended to the query as is, e.g. 'transaction.type=inArr["add"]&x=eq1' */
  filter?: string;
  /** Suppress toasts (the caller shows its own message). */
  silent?: boolean;
  /** Let several identical requests run at once (opt out of cancel-the-earlier). */
  allowConcurrent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What the API answers on success. */
export interface ApiResponse<T> {
  statusCode: number;
  message?: string;
  data: T;
}

export interface HttpErrorInit {
  status: number;
  cancelled?: boolean;
  body?: unknown;
  cause?: unknown;
}

export class HttpError extends Error {
  /** The HTTP status; 0 for network errors, timeouts and cancellations. */
  status: number;
  cancelled: boolean;
  /** The response body when the server answered, otherwise undefined. */
  body: unknown;

  constructor(message: string, init: HttpErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.status = init.status;
    this.cancelled = init.cancelled ?? false;
    this.body = init.body;
  }
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The `message` field of a response body when it is a non-empty string. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function definedParams(params: RequestOptions['params']): Array<[string, string | number | boolean]> {
  if (!params) return [];
  const entries: Array<[string, string | number | boolean]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) entries.push([key, value]);
  }
  return entries;
}

/** url + encoded params (null/undefined dropped) + the raw filter string, untouched. */
function buildUrl(url: string, options: RequestOptions): string {
  const parts = definedParams(options.params).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
  );
  if (options.filter) parts.push(options.filter);
  if (parts.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** method + url + params serialized with sorted keys + filter. */
function dedupeKey(method: HttpMethod, url: string, options: RequestOptions): string {
  const params = definedParams(options.params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, url, params, options.filter ?? '']);
}

/** Abort `controller` when the caller's signal aborts; returns the unsubscribe function. */
function linkSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => undefined;
  }
  const onAbort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

function isTimeout(code: string | undefined, message: string): boolean {
  return code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(message));
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseURL, getToken, onUnauthorized, toast, adapter } = options;
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(message, detail));

  let instance: AxiosInstance | null = null;
  const create = (from: AxiosStatic): AxiosInstance =>
    from.create({
      baseURL,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        Expires: '0',
      },
      // Keep axios' JSON defaults and make timeouts distinguishable from other aborts (ETIMEDOUT).
      transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: true },
      ...(adapter ? { adapter } : {}),
    });
  /** The client's axios instance, made with the first request. */
  function instanceOf(from: AxiosStatic): AxiosInstance {
    instance ??= create(from);
    return instance;
  }

  const inFlight = new Map<string, AbortController>();

  function toHttpError(error: unknown, method: HttpMethod, url: string, silent: boolean): HttpError {
    if (loadedAxios?.isCancel(error)) {
      log('Request cancelled', { method: method.toUpperCase(), url });
      return new HttpError(CANCELLED_MESSAGE, { status: 0, cancelled: true, cause: error });
    }
    if (loadedAxios?.isAxiosError(error)) {
      const { response } = error;
      if (response) {
        const { status } = response;
        const body: unknown = response.data;
        const message = serverMessage(body) ?? GENERIC_ERROR_MESSAGE;
        if (status === UNAUTHORIZED_STATUS) {
          onUnauthorized();
        } else if (TOASTED_ERROR_STATUSES.has(status) && !silent) {
          toast(message, 'error', TOAST_MS);
        }
        return new HttpError(message, { status, body, cause: error });
      }
      const message = isTimeout(error.code, error.message) ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE;
      return new HttpError(message, { status: 0, cause: error });
    }
    const message = error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR_MESSAGE;
    return new HttpError(message, { status: 0, cause: error });
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const silent = requestOptions.silent === true;
    const key = requestOptions.allowConcurrent ? undefined : dedupeKey(method, url, requestOptions);
    const controller = new AbortController();
    if (key !== undefined) {
      inFlight.get(key)?.abort();
      inFlight.set(key, controller);
    }
    const unlink = linkSignal(requestOptions.signal, controller);

    try {
      const headers: Record<string, string> = {};
      const token = getToken();
      if (token) headers['Authorization'] = `Bearer ${token}`;
      Object.assign(headers, requestOptions.headers);

      // The request goes out in a task of its own: a page's first render starts several, each a
      // few milliseconds of the main thread on a phone, which would otherwise all join its task.
      const task = ownTask();
      if (task) await task;
      const transport = instanceOf(loadedAxios ?? (await loadHttpTransport()));
      const response = await transport.request<ApiResponse<T>>({
        method,
        url: buildUrl(url, requestOptions),
        data: body,
        headers,
        signal: controller.signal,
      });
      const envelope = response.data;
      if (method !== 'get' && !silent) {
        const message = serverMessage(envelope);
        if (message !== undefined) toast(message, 'success', TOAST_MS);
      }
      return envelope;
    } catch (error) {
      throw toHttpError(error, method, url, silent);
    } finally {
      unlink();
      if (key !== undefined && inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  return {
    get: <T>(url: string, requestOptions?: RequestOptions) => request<T>('get', url, undefined, requestOptions),
    post: <T>(url: string, body?: unknown, requestOptions?: RequestOptions) =>
      request<T>('post', url, body, requestOptions),
    put: <T>(url: string, body?: unknown, requestOptions?: RequestOptions) =>
      request<T>('put', url, body, requestOptions),
    delete: <T>(url: string, requestOptions?: RequestOptions) => request<T>('delete', url, undefined, requestOptions),
  };
}

/**
 * A fake axios adapter for the host's and the remotes' screen tests: answers per "METHOD /path" the
 * way the real adapters do (JSON text body, non-2xx rejected like axios' settle(), a cancellation
 * when the request's signal aborts) and records every request. Nothing touches the network.
 */
import type { HttpClientOptions } from '../http/index.js';

type Adapter = NonNullable<HttpClientOptions['adapter']>;
type AdapterConfig = Parameters<Adapter>[0];
type AdapterResponse = Awaited<ReturnType<Adapter>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FakeRequest {
  method: Method;
  /** Always with a leading slash, without the query string. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** The Authorization header the client sent, if any. */
  authorization: string | undefined;
}

export type FakeReply =
  | { status: number; body?: unknown }
  /** Answers only when the test calls release() on the held call. */
  | { hold: true };

export type Handler = (request: FakeRequest) => FakeReply;

export interface HeldCall {
  request: FakeRequest;
  release: (status: number, body?: unknown) => void;
}

/** A successful API envelope. */
export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  body: message === undefined ? { statusCode: 200, data } : { statusCode: 200, message, data },
});

/** An error answer carrying the server's message. */
export const fail = (status: number, message: string): FakeReply => ({ status, body: { statusCode: status, message } });

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data ?? undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const [rawPath = '', rawQuery = ''] = url.split('?', 2);
  return { path: rawPath.startsWith('/') ? rawPath : `/${rawPath}`, query: new URLSearchParams(rawQuery) };
}

function headerOf(config: AdapterConfig, name: string): string | undefined {
  const headers: unknown = config.headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') {
    const value: unknown = getter.call(headers, name);
    return typeof value === 'string' ? value : undefined;
  }
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The error axios' settle() produces; the client recognises it by `isAxiosError`. */
function responseError(response: AdapterResponse, config: AdapterConfig): Error {
  return Object.assign(new Error(`Request failed with status code ${response.status}`), {
    isAxiosError: true,
    name: 'AxiosError',
    config,
    response,
    toJSON: () => ({}),
  });
}

/** What axios' CanceledError looks like to axios.isCancel(). */
function cancelledError(config: AdapterConfig): Error {
  return Object.assign(new Error('canceled'), { __CANCEL__: true, name: 'CanceledError', config });
}

export interface FakeServer {
  adapter: Adapter;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** Sets (or replaces) the answer for "METHOD /path". Unanswered paths get a 404. */
  on(method: Method, path: string, handler: Handler | FakeReply): void;
  /** Requests made to "METHOD /path". */
  calls(method: Method, path: string): FakeRequest[];
  /** The oldest held request to "METHOD /path"; answer it with release(). */
  held(method: Method, path: string): HeldCall;
}

export function createFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const heldCalls: HeldCall[] = [];

  const adapter: Adapter = (config) =>
    new Promise<AdapterResponse>((resolve, reject) => {
      const method = (config.method ?? 'get').toUpperCase() as Method;
      const { path, query } = splitUrl(config.url ?? '');
      const request: FakeRequest = {
        method,
        path,
        query,
        body: parseBody(config.data),
        authorization: headerOf(config, 'Authorization'),
      };
      requests.push(request);

      let done = false;
      const signal = config.signal as AbortSignal | undefined;
      const onAbort = (): void => {
        if (done) return;
        done = true;
        reject(cancelledError(config));
      };
      const release = (status: number, body?: unknown): void => {
        if (done) return;
        done = true;
        signal?.removeEventListener?.('abort', onAbort);
        const response: AdapterResponse = {
          data: body === undefined ? '' : JSON.stringify(body),
          status,
          statusText: String(status),
          headers: { 'content-type': 'application/json' },
          config,
          request: {},
        };
        if (status >= 200 && status < 300) resolve(response);
        else reject(responseError(response, config));
      };

      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener?.('abort', onAbort);

      const handler = handlers.get(`${method} ${path}`);
      if (!handler) {
        release(404, { statusCode: 404, message: `No fake answer for ${method} ${path}` });
        return;
      }
      const reply = handler(request);
      if ('hold' in reply) heldCalls.push({ request, release });
      else release(reply.status, reply.body);
    });

  return {
    adapter,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
    held(method, path) {
      const index = heldCalls.findIndex((c) => c.request.method === method && c.request.path === path);
      const call = heldCalls[index];
      if (!call) throw new Error(`no held request to ${method} ${path}`);
      heldCalls.splice(index, 1);
      return call;
    },
  };
}

import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import {
  createHttpClient,
  GENERIC_ERROR_MESSAGE,
  HttpError,
  loadHttpTransport,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_ERROR_MESSAGE,
  TOAST_MS,
} from './client.js';
import type { HttpClient, HttpClientOptions, ToastStatus } from './client.js';

/* ------------------------------------------------------------------------------------------------
 * A fake axios adapter: records every request and answers like the real xhr/fetch adapters do
 * (JSON text body, settle() semantics, rejects with CanceledError when the signal aborts,
 * times out after config.timeout). Nothing touches the network.
 * ---------------------------------------------------------------------------------------------- */

type Reply =
  | { kind: 'respond'; status: number; body?: unknown }
  | { kind: 'network-error' }
  /** Never answers: only an abort or the timeout ends it. */
  | { kind: 'hang' }
  /** Answers when the test calls release() on the recorded call. */
  | { kind: 'hold' };

interface RecordedCall {
  config: InternalAxiosRequestConfig;
  release: (status: number, body?: unknown) => void;
}

const ok = (body: unknown = { statusCode: 200, data: null }): Reply => ({ kind: 'respond', status: 200, body });

function createFakeServer(initial: (config: InternalAxiosRequestConfig) => Reply = () => ok()) {
  const calls: RecordedCall[] = [];
  let handler = initial;

  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      let done = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (): boolean => {
        if (done) return false;
        done = true;
        if (timer !== undefined) clearTimeout(timer);
        config.signal?.removeEventListener?.('abort', onAbort);
        return true;
      };
      function onAbort(): void {
        if (finish()) reject(new CanceledError(undefined, config));
      }
      const release = (status: number, body?: unknown): void => {
        if (!finish()) return;
        const response: AxiosResponse = {
          data: body === undefined ? '' : JSON.stringify(body),
          status,
          statusText: String(status),
          headers: new AxiosHeaders({ 'Content-Type': 'application/json' }),
          config,
          request: {},
        };
        const validate = config.validateStatus;
        if (!validate || validate(status)) {
          resolve(response);
        } else {
          const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
          reject(new AxiosError(`Request failed with status code ${status}`, code, config, {}, response));
        }
      };

      calls.push({ config, release });
      if (config.signal?.aborted) {
        onAbort();
        return;
      }
      config.signal?.addEventListener?.('abort', onAbort);
      if (config.timeout) {
        timer = setTimeout(() => {
          if (!finish()) return;
          const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
          reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config, {}));
        }, config.timeout);
      }

      const reply = handler(config);
      switch (reply.kind) {
        case 'respond':
          release(reply.status, reply.body);
          break;
        case 'network-error':
          if (finish()) reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
          break;
        case 'hang':
        case 'hold':
          break;
      }
    });

  return {
    adapter,
    calls,
    reply(next: (config: InternalAxiosRequestConfig) => Reply): void {
      handler = next;
    },
    call(index: number): RecordedCall {
      const call = calls[index];
      if (!call) throw new Error(`no request #${index} (only ${calls.length})`);
      return call;
    },
  };
}

type FakeServer = ReturnType<typeof createFakeServer>;

interface Harness {
  client: HttpClient;
  server: FakeServer;
  toast: jest.Mock<void, [string, ToastStatus, number]>;
  log: jest.Mock<void, [string, unknown?]>;
  onUnauthorized: jest.Mock<void, []>;
  setToken: (token: string | null) => void;
}

function setup(overrides: Partial<HttpClientOptions> = {}): Harness {
  const server = createFakeServer();
  const toast = jest.fn<void, [string, ToastStatus, number]>();
  const log = jest.fn<void, [string, unknown?]>();
  const onUnauthorized = jest.fn<void, []>();
  let token: string | null = 'token-1';
  const client = createHttpClient({
    baseURL: 'https://api.example.test',
    getToken: () => token,
    onUnauthorized,
    toast,
    log,
    adapter: server.adapter,
    ...overrides,
  });
  return {
    client,
    server,
    toast,
    log,
    onUnauthorized,
    setToken: (next) => {
      token = next;
    },
  };
}

/** The HttpError a promise rejects with (fails the test if it resolves or rejects otherwise). */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw new Error(`expected an HttpError, got ${String(error)}`);
  }
  throw new Error('expected the request to reject, it resolved');
}

function header(call: RecordedCall, name: string): unknown {
  return call.config.headers.get(name);
}

// axios is here before the clients below are made, as it is on a page that loads it early: a
// request goes out in the call that makes it. 'axios loaded with the first request' covers the rest.
beforeAll(() => loadHttpTransport());

afterEach(() => {
  jest.useRealTimers();
});

describe('axios loaded with the first request', () => {
  /** A client module of its own, whose axios is not loaded yet. */
  async function freshClient() {
    let module: typeof import('./client.js') | null = null;
    await jest.isolateModulesAsync(async () => {
      module = await import('./client.js');
    });
    if (!module) throw new Error('the client module did not load');
    const fresh: typeof import('./client.js') = module;
    const server = createFakeServer();
    const log = jest.fn<void, [string, unknown?]>();
    const client = fresh.createHttpClient({
      baseURL: 'https://api.example.test',
      getToken: () => 'token-1',
      onUnauthorized: () => undefined,
      toast: () => undefined,
      log,
      adapter: server.adapter,
    });
    return { fresh, server, client, log };
  }

  it('sends the first request once axios is here, with the same configuration', async () => {
    const { server, client } = await freshClient();
    server.reply(() => ({ kind: 'respond', status: 200, body: { statusCode: 200, data: 'ok' } }));
    const answer = client.get<string>('/user/profile');
    expect(server.calls).toHaveLength(0);
    await expect(answer).resolves.toEqual({ statusCode: 200, data: 'ok' });
    expect(server.calls).toHaveLength(1);
    expect(header(server.call(0), 'Authorization')).toBe('Bearer token-1');
    expect(server.call(0).config.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('a repeat made while axios loads cancels the earlier one before it goes out', async () => {
    const { fresh, server, client, log } = await freshClient();
    server.reply(() => ({ kind: 'respond', status: 200, body: { statusCode: 200, data: 'latest' } }));
    const first = client.get('/match/list', { params: { keyword: 'ind' } });
    const second = client.get<string>('/match/list', { params: { keyword: 'ind' } });
    const error: unknown = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(fresh.HttpError);
    expect(error instanceof fresh.HttpError && error.cancelled).toBe(true);
    await expect(second).resolves.toEqual({ statusCode: 200, data: 'latest' });
    expect(server.calls).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Request cancelled', expect.objectContaining({ url: '/match/list' }));
  });
});

describe('constants', () => {
  it('uses the spec timeout and toast duration', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(100_000);
    expect(TOAST_MS).toBe(1_500);
  });
});

describe('request configuration', () => {
  it('sends JSON and no-cache headers with a 100000 ms timeout against the base URL', async () => {
    const { client, server } = setup();

    await client.get('/user/profile');
    await client.post('/button/insert', { id: 1, type: 'Match', values: [100, 200] });

    const get = server.call(0);
    expect(get.config.method).toBe('get');
    expect(get.config.baseURL).toBe('https://api.example.test');
    expect(get.config.url).toBe('/user/profile');
    expect(get.config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(header(get, 'Content-Type')).toBe('application/json');
    expect(header(get, 'Cache-Control')).toBe('no-cache');
    expect(header(get, 'Pragma')).toBe('no-cache');
    expect(header(get, 'Expires')).toBe('0');

    const post = server.call(1);
    expect(post.config.method).toBe('post');
    expect(post.config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(header(post, 'Content-Type')).toBe('application/json');
    expect(header(post, 'Cache-Control')).toBe('no-cache');
    expect(post.config.data).toBe(JSON.stringify({ id: 1, type: 'Match', values: [100, 200] }));
  });

  it('resolves with the API envelope { statusCode, message, data }', async () => {
    const { client, server } = setup();
    server.reply(() => ok({ statusCode: 200, message: 'Profile', data: { userName: 'alice' } }));

    await expect(client.get<{ userName: string }>('/user/profile')).resolves.toEqual({
      statusCode: 200,
      message: 'Profile',
      data: { userName: 'alice' },
    });
  });

  it('reads the bearer token on every request and omits it when there is none', async () => {
    const { client, server, setToken } = setup();

    await client.get('/user/profile');
    setToken('token-2');
    await client.get('/user/profile');
    setToken(null);
    await client.get('/user/profile');

    expect(header(server.call(0), 'Authorization')).toBe('Bearer token-1');
    expect(header(server.call(1), 'Authorization')).toBe('Bearer token-2');
    expect(server.call(2).config.headers.has('Authorization')).toBe(false);
  });

  it('merges per-request headers', async () => {
    const { client, server } = setup();

    await client.get('/mac88/providers', { headers: { 'X-Trace': 'abc' } });

    expect(header(server.call(0), 'X-Trace')).toBe('abc');
    expect(header(server.call(0), 'Authorization')).toBe('Bearer token-1');
  });
});

describe('query string and raw filter', () => {
  it('appends the raw filter string untouched after the params', async () => {
    const { client, server } = setup();
    const filter = 'transaction.type=inArr["add"]&x=eq1';

    await client.get('/transaction/get/7', {
      params: { page: 1, limit: 15, searchBy: undefined, keyword: null, isCurrentBets: true },
      filter,
    });

    expect(server.call(0).config.url).toBe(`/transaction/get/7?page=1&limit=15&isCurrentBets=true&${filter}`);
    expect(server.call(0).config.params).toBeUndefined();
  });

  it('starts the query with the filter when there are no params', async () => {
    const { client, server } = setup();

    await client.get('/bet', { filter: 'result=inArr["PENDING","UNDECLARE"]' });

    expect(server.call(0).config.url).toBe('/bet?result=inArr["PENDING","UNDECLARE"]');
  });

  it('continues a query already present in the url and encodes param values', async () => {
    const { client, server } = setup();

    await client.get('/run-amount/5?matchId=9', { params: { keyword: 'a b&c' }, filter: 'sort=createdAt:ASC' });

    expect(server.call(0).config.url).toBe('/run-amount/5?matchId=9&keyword=a%20b%26c&sort=createdAt:ASC');
  });
});

describe('one in-flight request per url and params', () => {
  it('cancels the earlier identical request: it rejects as cancelled and is only logged', async () => {
    const { client, server, toast, log, onUnauthorized } = setup();
    server.reply(() => ({ kind: 'hold' }));

    const first = client.get('/match/list', { params: { keyword: 'ind', sort: 'match.startAt:ASC' } });
    // Same params in another key order: same request.
    const second = client.get<string>('/match/list', { params: { sort: 'match.startAt:ASC', keyword: 'ind' } });

    const error = await rejection(first);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.cancelled).toBe(true);
    expect(error.status).toBe(0);
    expect(server.call(0).config.signal?.aborted).toBe(true);

    server.call(1).release(200, { statusCode: 200, data: 'latest' });
    await expect(second).resolves.toEqual({ statusCode: 200, data: 'latest' });

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Request cancelled',
      expect.objectContaining({ method: 'GET', url: '/match/list' }),
    );
    expect(toast).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('cancels an earlier identical request that carries the same filter', async () => {
    const { client, server } = setup();
    server.reply(() => ({ kind: 'hold' }));

    const first = client.get('/bet', { params: { page: 1 }, filter: 'status=eqPENDING' });
    const second = client.get('/bet', { params: { page: 1 }, filter: 'status=eqPENDING' });

    expect((await rejection(first)).cancelled).toBe(true);
    server.call(1).release(200, { statusCode: 200, data: [] });
    await expect(second).resolves.toEqual({ statusCode: 200, data: [] });
  });

  it('does not cancel requests whose params, filter or method differ', async () => {
    const { client, server, log } = setup();
    server.reply(() => ({ kind: 'hold' }));

    const requests = [
      client.get('/match/list', { params: { keyword: 'ind' } }),
      client.get('/match/list', { params: { keyword: 'aus' } }),
      client.get('/match/list', { params: { keyword: 'aus' }, filter: 'match.matchType=eqcricket' }),
      client.post('/match/list', undefined, { params: { keyword: 'ind' } }),
    ];
    expect(server.calls).toHaveLength(4);
    server.calls.forEach((call, index) => call.release(200, { statusCode: 200, data: index }));

    await expect(Promise.all(requests)).resolves.toEqual([0, 1, 2, 3].map((data) => ({ statusCode: 200, data })));
    expect(server.calls.every((call) => call.config.signal?.aborted === false)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('lets identical requests run at once with allowConcurrent', async () => {
    const { client, server, log } = setup();
    server.reply(() => ({ kind: 'hold' }));

    const first = client.post('/bet/session', { stake: 10 }, { allowConcurrent: true });
    const second = client.post('/bet/session', { stake: 20 }, { allowConcurrent: true });
    server.call(0).release(200, { statusCode: 200, data: 'a' });
    server.call(1).release(200, { statusCode: 200, data: 'b' });

    await expect(first).resolves.toEqual({ statusCode: 200, data: 'a' });
    await expect(second).resolves.toEqual({ statusCode: 200, data: 'b' });
    expect(log).not.toHaveBeenCalled();
  });

  it('does not cancel anything once the earlier request has completed', async () => {
    const { client, server, log } = setup();

    await client.get('/expert/notification');
    await client.get('/expert/notification');

    expect(server.calls).toHaveLength(2);
    expect(log).not.toHaveBeenCalled();
  });

  it("treats an abort from the caller's signal as a cancellation (only logged)", async () => {
    const { client, server, toast, log } = setup();
    server.reply(() => ({ kind: 'hang' }));
    const controller = new AbortController();

    const pending = client.get('/user/profile', { signal: controller.signal });
    controller.abort();

    const error = await rejection(pending);
    expect(error.cancelled).toBe(true);
    expect(error.status).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
  });
});

describe('error catalogue', () => {
  it.each([400, 403, 404, 409, 429, 500])(
    'HTTP %i shows the server message in an error toast for 1500 ms and rejects with the status',
    async (status) => {
      const { client, server, toast, onUnauthorized } = setup();
      const body = { statusCode: status, message: `Server says ${status}` };
      server.reply(() => ({ kind: 'respond', status, body }));

      const error = await rejection(client.get('/bet', { params: { page: 1, limit: 10 } }));

      expect(error.status).toBe(status);
      expect(error.cancelled).toBe(false);
      expect(error.message).toBe(`Server says ${status}`);
      expect(error.body).toEqual(body);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith(`Server says ${status}`, 'error', TOAST_MS);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('falls back to a generic sentence when the server sends no usable message', async () => {
    const { client, server, toast } = setup();
    server.reply(() => ({ kind: 'respond', status: 500, body: { statusCode: 500, message: '' } }));
    const empty = await rejection(client.post('/bet/profitLoss', { matchId: 1 }));
    server.reply(() => ({ kind: 'respond', status: 404 }));
    const missing = await rejection(client.get('/match/9'));

    expect(empty.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(missing.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(toast.mock.calls).toEqual([
      [GENERIC_ERROR_MESSAGE, 'error', TOAST_MS],
      [GENERIC_ERROR_MESSAGE, 'error', TOAST_MS],
    ]);
  });

  it('HTTP 401 calls onUnauthorized once, rejects with 401 and does not toast', async () => {
    const { client, server, toast, onUnauthorized } = setup();
    server.reply(() => ({ kind: 'respond', status: 401, body: { statusCode: 401, message: 'Session expired' } }));

    const error = await rejection(client.get('/user/profile'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([502, 418])('HTTP %i (outside the catalogue) rejects with the status and no toast', async (status) => {
    const { client, server, toast, onUnauthorized } = setup();
    server.reply(() => ({ kind: 'respond', status, body: { statusCode: status, message: 'Upstream trouble' } }));

    const error = await rejection(client.get('/mac88/providers'));

    expect(error.status).toBe(status);
    expect(error.message).toBe('Upstream trouble');
    expect(toast).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network error rejects with status 0 and a readable message, no toast', async () => {
    const { client, server, toast, log } = setup();
    server.reply(() => ({ kind: 'network-error' }));

    const error = await rejection(client.post('/auth/login', { userName: 'a', password: 'b' }));

    expect(error.status).toBe(0);
    expect(error.cancelled).toBe(false);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(toast).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('a timeout after 100000 ms rejects with status 0 and a readable message, no toast', async () => {
    jest.useFakeTimers();
    const { client, server, toast } = setup();
    server.reply(() => ({ kind: 'hang' }));

    const outcome = rejection(client.get('/match/list'));
    let settled = false;
    void outcome.finally(() => {
      settled = true;
    });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error.status).toBe(0);
    expect(error.cancelled).toBe(false);
    expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('success toasts', () => {
  it.each(['post', 'put', 'delete'] as const)(
    'a successful %s carrying a message shows it as a success toast for 1500 ms',
    async (method) => {
      const { client, server, toast } = setup();
      server.reply(() => ok({ statusCode: 200, message: 'Saved', data: { id: 1 } }));

      const result =
        method === 'post'
          ? await client.post('/button/insert', { id: 1 })
          : method === 'put'
            ? await client.put('/button/insert', { id: 1 })
            : await client.delete('/button/insert');

      expect(result).toEqual({ statusCode: 200, message: 'Saved', data: { id: 1 } });
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('Saved', 'success', TOAST_MS);
    },
  );

  it('a successful GET carrying a message does not toast', async () => {
    const { client, server, toast } = setup();
    server.reply(() => ok({ statusCode: 200, message: 'Fetched', data: [] }));

    await client.get('/button', { params: { type: 'Match' } });

    expect(toast).not.toHaveBeenCalled();
  });

  it('a successful POST without a message does not toast', async () => {
    const { client, server, toast } = setup();
    server.reply(() => ok({ statusCode: 200, data: { token: 't' } }));

    await client.post('/user/loginWithDemo');

    expect(toast).not.toHaveBeenCalled();
  });
});

describe('silent', () => {
  it('suppresses the error toast but still rejects with the status', async () => {
    const { client, server, toast } = setup();
    server.reply(() => ({ kind: 'respond', status: 400, body: { statusCode: 400, message: 'Bad stake' } }));

    const error = await rejection(client.post('/bet/session', { stake: -1 }, { silent: true }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad stake');
    expect(toast).not.toHaveBeenCalled();
  });

  it('suppresses the success toast', async () => {
    const { client, server, toast } = setup();
    server.reply(() => ok({ statusCode: 200, message: 'Bet placed', data: null }));

    await client.post('/bet/session', { stake: 10 }, { silent: true });

    expect(toast).not.toHaveBeenCalled();
  });

  it('still hands a 401 over to onUnauthorized', async () => {
    const { client, server, onUnauthorized, toast } = setup();
    server.reply(() => ({ kind: 'respond', status: 401, body: { statusCode: 401, message: 'Unauthorized' } }));

    await rejection(client.get('/user/profile', { silent: true }));

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('logging default', () => {
  it('logs cancellations with console.info when no log function is given', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const server = createFakeServer(() => ({ kind: 'hold' }));
      const client = createHttpClient({
        baseURL: 'https://api.example.test',
        getToken: () => null,
        onUnauthorized: () => undefined,
        toast: () => undefined,
        adapter: server.adapter,
      });

      const first = client.get('/user/profile');
      const second = client.get('/user/profile');
      expect((await rejection(first)).cancelled).toBe(true);
      server.call(1).release(200, { statusCode: 200, data: null });
      await second;

      expect(info).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith('Request cancelled', expect.objectContaining({ url: '/user/profile' }));
    } finally {
      info.mockRestore();
    }
  });
});

describe('a request in a task of its own', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("goes out in the task the browser's scheduler queues, not in the task that asked for it", async () => {
    const queued: (() => void)[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (callback: () => void) =>
        new Promise<void>((resolve) =>
          queued.push(() => {
            callback();
            resolve();
          }),
        ),
    };
    const { client, server } = setup();
    const answer = client.get<string>('/user/profile');
    await Promise.resolve();
    expect(server.calls).toHaveLength(0); // still the asking task
    expect(queued).toHaveLength(1);
    queued[0]!();
    await expect(answer).resolves.toEqual({ statusCode: 200, data: null });
    expect(server.calls).toHaveLength(1);
  });
});

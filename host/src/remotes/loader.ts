import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractCompatible, type RemoteModule } from '@backlay/shared/contract';
import type { RemoteConfig } from '../config/appConfig.js';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'failed' | 'timeout' | 'contract' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** A remote slower than this is shown as unavailable (it may still arrive; Retry picks it up). */
export const REMOTE_TIMEOUT_MS = 10_000;

export interface RemoteLoader {
  load(name: string): Promise<RemoteModule>;
  /** Forgets a failed or stale load so the next load() fetches again. */
  reset(name: string): void;
}

export interface LoaderDeps {
  register: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  load: (id: string) => Promise<unknown>;
  timeoutMs?: number;
}

const defaultDeps: LoaderDeps = {
  register: (remotes, options) => registerRemotes(remotes, options),
  load: (id) => loadRemote(id),
};

function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<RemoteModule>;
  return typeof m.id === 'string' && typeof m.contractVersion === 'string' && Array.isArray(m.routes);
}

export function createRemoteLoader(remotes: RemoteConfig[], deps: LoaderDeps = defaultDeps): RemoteLoader {
  const timeoutMs = deps.timeoutMs ?? REMOTE_TIMEOUT_MS;
  deps.register(remotes.map((r) => ({ name: r.name, entry: r.entry })));
  const cache = new Map<string, Promise<RemoteModule>>();

  async function fetchModule(name: string): Promise<RemoteModule> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RemoteUnavailableError(name, 'timeout', `${name} took too long to load`)),
        timeoutMs,
      );
    });
    try {
      const loaded = await Promise.race([
        deps.load(`${name}/module`).catch((error: unknown) => {
          throw new RemoteUnavailableError(
            name,
            'failed',
            `${name} failed to load: ${(error as Error)?.message ?? error}`,
          );
        }),
        timeout,
      ]);
      const mod = (loaded as { default?: unknown } | null)?.default ?? loaded;
      if (!isRemoteModule(mod))
        throw new RemoteUnavailableError(name, 'invalid', `${name} does not export a RemoteModule`);
      if (!contractCompatible(CONTRACT_VERSION, mod.contractVersion)) {
        throw new RemoteUnavailableError(
          name,
          'contract',
          `${name} speaks contract ${mod.contractVersion}, the host speaks ${CONTRACT_VERSION}`,
        );
      }
      return mod;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    load(name) {
      let pending = cache.get(name);
      if (!pending) {
        pending = fetchModule(name);
        cache.set(name, pending);
        pending.catch(() => cache.delete(name));
      }
      return pending;
    },
    reset(name) {
      cache.delete(name);
      const remote = remotes.find((r) => r.name === name);
      if (remote) deps.register([{ name: remote.name, entry: remote.entry }], { force: true });
    },
  };
}

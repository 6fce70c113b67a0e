import type { Brand, RemoteId, SlotId } from '@backlay/shared/contract';
import { REMOTE_IDS } from '@backlay/shared/contract';
import { INLINE_CONFIG_ID } from '@backlay/shared/first-screen';

/** One remote as the per-brand config names it: where its manifest is and what it owns. */
export interface RemoteConfig {
  name: RemoteId;
  entry: string;
  /** Route patterns the remote owns (React Router syntax), routed to it without loading it first. */
  paths: string[];
  slots?: SlotId[];
}

export interface AppConfig {
  brand: Brand;
  apiUrl: string;
  socketUrl: string;
  remotes: RemoteConfig[];
  /** Origins of outside pages the app shows in frames (casino providers); the host's CSP allows them. */
  frameOrigins?: string[];
}

export class ConfigError extends Error {}

const SLOT_IDS: SlotId[] = ['buttonValues', 'rules', 'myMarket'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function url(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value))
    throw new ConfigError(`config.json: ${field} must be an http(s) URL`);
  return value.replace(/\/$/, '');
}

function origins(value: unknown): string[] {
  if (!Array.isArray(value)) throw new ConfigError('config.json: frameOrigins must be a list of origins');
  return value.map((v, i) => {
    const u = url(v, `frameOrigins[${i}]`);
    if (new URL(u).origin !== u)
      throw new ConfigError(`config.json: frameOrigins[${i}] must be an origin (scheme, host and port only)`);
    return u;
  });
}

/** Checks the shape of /config.json so a bad deployment fails with a clear message. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isRecord(raw)) throw new ConfigError('config.json: not an object');
  const brand = raw.brand;
  if (!isRecord(brand) || typeof brand.name !== 'string' || typeof brand.logo !== 'string') {
    throw new ConfigError('config.json: brand needs name and logo');
  }
  const theme = isRecord(brand.theme) ? brand.theme : undefined;
  if (!Array.isArray(raw.remotes)) throw new ConfigError('config.json: remotes must be a list');
  const owned = new Set<string>();
  const remotes = raw.remotes.map((r: unknown, i): RemoteConfig => {
    if (!isRecord(r)) throw new ConfigError(`config.json: remotes[${i}] is not an object`);
    if (!REMOTE_IDS.includes(r.name as RemoteId))
      throw new ConfigError(`config.json: remotes[${i}].name "${String(r.name)}" is not a known remote`);
    if (!Array.isArray(r.paths) || r.paths.some((p) => typeof p !== 'string' || !p.startsWith('/'))) {
      throw new ConfigError(`config.json: remotes[${i}].paths must be absolute paths`);
    }
    for (const p of r.paths as string[]) {
      if (owned.has(p)) throw new ConfigError(`config.json: path ${p} is owned twice`);
      owned.add(p);
    }
    const slots = Array.isArray(r.slots) ? r.slots : [];
    if (slots.some((s) => !SLOT_IDS.includes(s as SlotId)))
      throw new ConfigError(`config.json: remotes[${i}].slots has an unknown slot`);
    return {
      name: r.name as RemoteId,
      entry: url(r.entry, `remotes[${i}].entry`),
      paths: r.paths as string[],
      slots: slots as SlotId[],
    };
  });
  return {
    brand: {
      name: brand.name,
      logo: brand.logo,
      ...(theme
        ? {
            theme: {
              ...(typeof theme.primary === 'string' ? { primary: theme.primary } : {}),
              ...(typeof theme.accent === 'string' ? { accent: theme.accent } : {}),
            },
          }
        : {}),
    },
    apiUrl: url(raw.apiUrl, 'apiUrl'),
    socketUrl: url(raw.socketUrl, 'socketUrl'),
    remotes,
    ...(raw.frameOrigins === undefined ? {} : { frameOrigins: origins(raw.frameOrigins) }),
  };
}

/**
 * Id of the data block the static server writes the config into, saving the page a round trip (a
 * remote's first screen reads it too: @backlay/shared/first-screen).
 */
export { INLINE_CONFIG_ID };

/**
 * The brand's config: from the page itself when the server wrote it in (scripts/serve.mjs does),
 * otherwise from /config.json. A data block (`type="application/json"`) is never executed, so the
 * CSP needs no exception for it.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<AppConfig> {
  const inline = doc.getElementById(INLINE_CONFIG_ID);
  if (inline?.textContent) {
    let raw: unknown;
    try {
      raw = JSON.parse(inline.textContent);
    } catch {
      throw new ConfigError('config.json: the config in the page is not JSON');
    }
    return parseConfig(raw);
  }
  const res = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new ConfigError(`config.json: HTTP ${res.status}`);
  return parseConfig(await res.json());
}

/** The remote that owns a slot, if any. */
export function slotOwner(config: AppConfig, slot: SlotId): RemoteConfig | undefined {
  return config.remotes.find((r) => r.slots?.includes(slot));
}

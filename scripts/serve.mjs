// A small static server for the built apps, one per origin as in production: gzip, long caching
// for hashed files, no caching for entry points, CORS for remotes, SPA fallback and a strict CSP
// for the host, whose /config.json is served from a file (per brand, never bundled).
//
//   node scripts/serve.mjs --port 8080 --dir host/dist --dir host/public --spa --config host/config/config.local.json
//
// Every answer, the host's and the remotes', carries Cross-Origin-Opener-Policy: same-origin (no
// page opens or needs a window of another origin: provider games are framed, never popped up) and
// a Permissions-Policy with every powerful feature off; fullscreen and autoplay only for the page
// itself and the origins the host frames (the API's scoreboard and TV embeds, `frameOrigins` of its
// config: the casino provider's games), which their frames' `allow` attributes delegate.
//
// HSTS goes only on answers reached over HTTPS. This server speaks plain HTTP; behind a TLS proxy:
//   HSTS=1            the site is only ever reached over HTTPS: every answer carries it;
//   TRUST_PROXY=true  believe the proxy's X-Forwarded-Proto (the last entry, the one the proxy
//                     wrote): answers it marks `https` carry it. Unset, empty, 0 or false: no trust.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dirs = args.flatMap((a, i) => (a === '--dir' ? [resolve(args[i + 1])] : []));
const port = Number(opt('--port') ?? 8080);
const host = opt('--host') ?? '127.0.0.1';
const spa = args.includes('--spa');
const configFile = opt('--config');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

function readConfig() {
  return configFile ? readFileSync(configFile, 'utf8') : null;
}

const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

const HSTS = 'max-age=31536000; includeSubDomains';
const enabled = (value) => value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());
const alwaysHttps = enabled(process.env.HSTS);
const trustProxy = enabled(process.env.TRUST_PROXY);

/** Did this request reach the site over HTTPS (see HSTS and TRUST_PROXY above)? */
function overHttps(req) {
  if (alwaysHttps) return true;
  if (!trustProxy) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .at(-1)
    .trim()
    .toLowerCase();
  return proto === 'https';
}

/** Powerful features no page of the client, nor anything it frames, may use. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

let framedCache = { mtime: -1, origins: [] };
/** The origins the host frames: the API (scoreboard and TV) and the config's frameOrigins (games). */
function framedOrigins() {
  if (!configFile) return [];
  try {
    const mtime = statSync(configFile).mtimeMs;
    if (framedCache.mtime !== mtime) {
      const config = JSON.parse(readConfig());
      const origins = new Set();
      for (const u of [config.apiUrl, ...(config.frameOrigins ?? [])]) {
        try {
          const origin = new URL(u).origin;
          if (PLAIN_ORIGIN.test(origin)) origins.add(origin);
        } catch {
          // Not a URL: nothing to allow.
        }
      }
      framedCache = { mtime, origins: [...origins] };
    }
  } catch {
    // An unreadable config is the host's to report; its frames get nothing meanwhile.
    return [];
  }
  return framedCache.origins;
}

function permissionsPolicy() {
  const framed = ['self', ...framedOrigins().map((o) => `"${o}"`)].join(' ');
  return [...DENIED_FEATURES.map((f) => `${f}=()`), `autoplay=(${framed})`, `fullscreen=(${framed})`].join(', ');
}

/** On every answer, the host's and the remotes'. */
function securityHeaders(req) {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': permissionsPolicy(),
    ...(overHttps(req) ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** The host's CSP names exactly the origins its config uses: API, sockets and remotes. */
function hostCsp() {
  const raw = readConfig();
  if (!raw) return null;
  const config = JSON.parse(raw);
  const origins = new Set();
  for (const u of [config.apiUrl, config.socketUrl, ...config.remotes.map((r) => r.entry)]) {
    try {
      origins.add(new URL(u).origin);
    } catch {
      // A bad URL is the config's problem; the host reports it.
    }
  }
  const list = [...origins].join(' ');
  const sockets = [...origins].map((o) => o.replace(/^http/, 'ws')).join(' ');
  // Casino providers' games are framed, and their thumbnails shown.
  const framed = (config.frameOrigins ?? []).filter((o) => PLAIN_ORIGIN.test(o)).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${list} ${framed}`.trim(),
    `connect-src 'self' ${list} ${sockets}`,
    `frame-src 'self' ${list} ${framed}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const cache = new Map();
function load(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const body = readFileSync(file);
  const entry = { mtime, body, gz: COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: 6 }) : null };
  cache.set(file, entry);
  return entry;
}

function find(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  for (const dir of dirs) {
    const file = join(dir, clean);
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The host's build writes `prerendered/manifest.json` (host/src/prerender.tsx): the pages it drew
 * at build time, with placeholders for the brand, and the id of the data block the client reads
 * its config from. Null when the build has none (a development build).
 */
const manifests = new WeakMap();
function prerenderManifest() {
  const file = find('/prerendered/manifest.json');
  if (!file) return null;
  const entry = load(file); // the same object until the file changes
  if (!manifests.has(entry)) {
    let manifest = null;
    try {
      manifest = JSON.parse(entry.body.toString('utf8'));
    } catch {
      // a build that wrote no readable manifest: the ordinary page
    }
    manifests.set(entry, manifest);
  }
  return manifests.get(entry);
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
// What a brand colour may be inside the page's CSS: a hex colour, a name or an rgb()/hsl() form.
const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/;

/**
 * A pre-rendered page with the brand of the served config put in place of the placeholders, or
 * null when the config cannot fill it safely (the visitor then gets the ordinary page).
 */
function fillBrand(html, manifest, config) {
  const brand = config?.brand;
  if (typeof brand?.name !== 'string' || typeof brand?.logo !== 'string') return null;
  const primary = brand.theme?.primary ?? manifest.defaultTheme.primary;
  const accent = brand.theme?.accent ?? manifest.defaultTheme.accent;
  if (typeof primary !== 'string' || typeof accent !== 'string') return null;
  if (!CSS_COLOR.test(primary) || !CSS_COLOR.test(accent)) return null;
  const p = manifest.placeholders;
  return html
    .replaceAll(p.name, escapeHtml(brand.name))
    .replaceAll(p.logo, escapeHtml(brand.logo))
    .replaceAll(p.primary, primary)
    .replaceAll(p.accent, accent);
}

/**
 * Whether `pathname` is one of `patterns` (route paths such as `/game-detail/:type/:id`: a `:name`
 * segment matches any one non-empty segment).
 */
function matchesRoute(pathname, patterns) {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return patterns.some((pattern) => {
    const want = pattern.replace(/\/+$/, '').split('/');
    return want.length === parts.length && want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]));
  });
}

/**
 * The pre-rendered page for `pathname`, as a path under the build's folder: its own page (a public
 * one drawn whole), else the signed-in routes' page (the shell's frame drawn ahead) for a route of
 * the signed-in shell — the build's list and the paths the config gives a remote — else none.
 */
function prerenderedPage(manifest, config, pathname) {
  if (Object.hasOwn(manifest.pages, pathname)) return `/prerendered/${manifest.pages[pathname]}`;
  const signedIn = manifest.signedIn;
  if (!signedIn) return null;
  const remotePaths = Array.isArray(config?.remotes)
    ? config.remotes.flatMap((r) => (Array.isArray(r.paths) ? r.paths : []))
    : [];
  const paths = [...signedIn.paths, ...remotePaths.filter((p) => typeof p === 'string')];
  return matchesRoute(pathname, paths) ? `/prerendered/${signedIn.file}` : null;
}

/**
 * The first screen for `pathname`, as elements for the page's head: a remote's config entry may
 * name one (`firstScreen: { script, paths }`: a script that draws the first content of those
 * paths ahead of the federated code, @backlay/shared/first-screen). The script is loaded at once
 * and run when it arrives, beside an early connection to the API it calls. Nothing for another
 * path, or a URL that is not a plain http(s) one.
 */
function firstScreenTags(config, pathname) {
  const remotes = Array.isArray(config?.remotes) ? config.remotes : [];
  const screen = remotes
    .map((r) => r?.firstScreen)
    .find(
      (f) =>
        typeof f?.script === 'string' &&
        Array.isArray(f.paths) &&
        matchesRoute(
          pathname,
          f.paths.filter((p) => typeof p === 'string'),
        ),
    );
  if (!screen) return '';
  let script;
  let api;
  try {
    script = new URL(screen.script);
    api = new URL(config.apiUrl);
  } catch {
    return '';
  }
  if (!PLAIN_ORIGIN.test(script.origin) || !PLAIN_ORIGIN.test(api.origin)) return '';
  return `<link rel="preconnect" href="${escapeHtml(api.origin)}" crossorigin><script src="${escapeHtml(script.href)}" async data-first-screen></script>`;
}

const pages = new Map();
/**
 * The host's page for a path: the pre-rendered one when there is one for it, else index.html; the
 * config written in as a data block (no round trip for /config.json before the first render).
 */
function hostPage(pathname, indexFile) {
  const manifest = prerenderManifest();
  const raw = readConfig();
  if (!manifest || raw === null) return load(indexFile);
  let config;
  try {
    config = JSON.parse(raw);
  } catch {
    return load(indexFile); // the client fetches the config and reports it
  }
  let wanted = prerenderedPage(manifest, config, pathname);
  // A signed-in route's page (not a public one drawn whole) may carry its remote's first screen,
  // in the page whose own scripts wait for it.
  const signedIn = wanted !== null && !Object.hasOwn(manifest.pages, pathname);
  let firstScreen = signedIn ? firstScreenTags(config, pathname) : '';
  if (firstScreen && manifest.signedIn.firstScreenFile && find(`/prerendered/${manifest.signedIn.firstScreenFile}`))
    wanted = `/prerendered/${manifest.signedIn.firstScreenFile}`;
  else firstScreen = '';
  const prerendered = wanted ? find(wanted) : null;
  const file = prerendered ?? indexFile;
  const key = `${file}\n${firstScreen}\n${raw}`;
  const source = load(file);
  const hit = pages.get(key);
  if (hit && hit.mtime === source.mtime) return hit;
  let html = source.body.toString('utf8');
  if (prerendered) {
    const filled = fillBrand(html, manifest, config);
    if (filled === null) return hostPage('', indexFile);
    html = filled;
  }
  const block = `<script type="application/json" id="${manifest.configElementId}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  html = html.replace('</head>', `${block}${firstScreen}</head>`);
  const body = Buffer.from(html);
  const entry = { mtime: source.mtime, body, gz: gzipSync(body, { level: 6 }) };
  if (pages.size > 32) pages.clear();
  pages.set(key, entry);
  return entry;
}

function send(req, res, status, type, entry, headers) {
  const gzip = entry.gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? entry.gz : entry.body;
  res.writeHead(status, {
    'content-type': type,
    'content-length': body.length,
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  // What every answer starts from: the security headers, and CORS for a remote (loaded by the host).
  const base = { ...securityHeaders(req), ...(spa ? {} : { 'access-control-allow-origin': '*' }) };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...base, 'access-control-allow-methods': 'GET, HEAD', 'access-control-max-age': '600' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...base, allow: 'GET, HEAD' });
    return res.end();
  }
  if (url.pathname === '/config.json' && configFile) {
    const body = Buffer.from(readConfig());
    return send(req, res, 200, TYPES['.json'], { body, gz: gzipSync(body) }, { 'cache-control': 'no-store', ...base });
  }
  // The pre-rendered pages are served at their routes, filled with the brand (hostPage), never as they are.
  let file = spa && url.pathname.startsWith('/prerendered/') ? null : find(url.pathname);
  let status = 200;
  const route = !file && spa && !extname(url.pathname);
  if (route) file = find('/index.html');
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain', ...base });
    return res.end('Not found');
  }
  const ext = extname(file);
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
  const headers = {
    ...base,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (ext === '.html' && spa) {
    const csp = hostCsp();
    if (csp) headers['content-security-policy'] = csp;
    headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  }
  const entry =
    spa && ext === '.html' && (route || url.pathname === '/index.html') ? hostPage(url.pathname, file) : load(file);
  send(req, res, status, TYPES[ext] ?? 'application/octet-stream', entry, headers);
});

server.listen(port, host, () => {
  console.log(`serving ${dirs.map((d) => d.replace(process.cwd() + sep, '')).join(' + ')} on http://${host}:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));

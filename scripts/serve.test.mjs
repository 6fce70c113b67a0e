// The static server of `npm start` (scripts/serve.mjs), as production serves the client: the host's
// pages and every remote carry Cross-Origin-Opener-Policy and a Permissions-Policy that turns off
// the powerful features (fullscreen only for the host and the origins it frames); HSTS only when the
// site is reached over HTTPS (HSTS=1, or TRUST_PROXY set and the proxy's X-Forwarded-Proto: https).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { root } from './lib.mjs';

const API = 'http://127.0.0.1:3000';
const PROVIDER = 'http://127.0.0.1:3001';
const scratch = mkdtempSync(join(tmpdir(), 'backlay-serve-'));
const hostDir = join(scratch, 'host');
const remoteDir = join(scratch, 'remote');
const configFile = join(scratch, 'config.json');
mkdirSync(hostDir);
mkdirSync(remoteDir);
writeFileSync(join(hostDir, 'index.html'), '<!doctype html><title>host</title>');
writeFileSync(join(hostDir, 'main.0123abcd.js'), 'console.log(1);');
writeFileSync(join(remoteDir, 'mf-manifest.json'), '{}');
writeFileSync(join(remoteDir, 'remoteEntry.js'), 'console.log(2);');
writeFileSync(
  configFile,
  JSON.stringify({
    apiUrl: API,
    socketUrl: API,
    frameOrigins: [PROVIDER, 'javascript:alert(1)'],
    remotes: [{ name: 'mfe_casino', entry: 'http://127.0.0.1:8082/mf-manifest.json', paths: ['/casino'] }],
  }),
);

const servers = [];
after(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts serve.mjs with these arguments and environment; resolves with its base URL once it listens. */
async function serve(args, env = {}) {
  const port = await freePort();
  const base = { ...process.env };
  delete base.HSTS;
  delete base.TRUST_PROXY;
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), ...args], {
    cwd: root,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${out}`)), 10_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('serving ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  return `http://127.0.0.1:${port}`;
}

const hostArgs = ['--dir', hostDir, '--spa', '--config', configFile];
const remoteArgs = ['--dir', remoteDir];

/** `feature=(allowlist)` pairs of a Permissions-Policy header, by feature. */
function policy(header) {
  assert.ok(header, 'a Permissions-Policy header');
  const map = new Map();
  for (const part of header.split(',')) {
    const m = part.trim().match(/^([a-z-]+)=\(([^)]*)\)$/);
    assert.ok(m, `a feature=(allowlist) entry, got "${part}"`);
    assert.ok(!map.has(m[1]), `${m[1]} named once`);
    map.set(m[1], m[2].trim().split(/\s+/).filter(Boolean));
  }
  return map;
}

const DENIED = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

function assertDenied(p) {
  for (const feature of DENIED) assert.deepEqual(p.get(feature), [], `${feature}=() (off for the page and its frames)`);
}

describe('the host', () => {
  let url = '';
  before(async () => {
    url = await serve(hostArgs);
  });

  test('its page: COOP same-origin, powerful features off, fullscreen for itself, the API and the game frames only', async () => {
    for (const path of ['/', '/live-casino', '/index.html']) {
      const res = await fetch(url + path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', path);
      const p = policy(res.headers.get('permissions-policy'));
      assertDenied(p);
      // The casino game frame (allow="fullscreen") and the scoreboard/TV frames from the API
      // (allow="autoplay; fullscreen") keep what their allow attributes delegate; nothing else does.
      assert.deepEqual(p.get('fullscreen'), ['self', `"${API}"`, `"${PROVIDER}"`]);
      assert.deepEqual(p.get('autoplay'), ['self', `"${API}"`, `"${PROVIDER}"`]);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, 'the CSP stays');
    }
  });

  test('every other answer (assets, config, 404, OPTIONS) carries the same headers', async () => {
    for (const [path, method, status] of [
      ['/main.0123abcd.js', 'GET', 200],
      ['/config.json', 'GET', 200],
      ['/missing.png', 'GET', 404],
      ['/', 'OPTIONS', 204],
      ['/', 'POST', 405],
    ]) {
      const res = await fetch(url + path, { method });
      assert.equal(res.status, status, `${method} ${path}`);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', `${method} ${path}`);
      assertDenied(policy(res.headers.get('permissions-policy')));
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `${method} ${path}`);
    }
  });

  test('no HSTS over plain HTTP, nor for a client that claims HTTPS when no proxy is trusted', async () => {
    assert.equal((await fetch(url)).headers.get('strict-transport-security'), null);
    const spoofed = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers.get('strict-transport-security'), null);
  });
});

describe('a remote', () => {
  test('its manifest and scripts carry COOP and a Permissions-Policy (fullscreen for itself only), CORS stays', async () => {
    const url = await serve(remoteArgs);
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/nothing.js']) {
      const res = await fetch(url + path);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', path);
      const p = policy(res.headers.get('permissions-policy'));
      assertDenied(p);
      assert.deepEqual(p.get('fullscreen'), ['self'], path);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.equal(res.headers.get('strict-transport-security'), null, path);
    }
  });
});

describe('HSTS behind a TLS proxy', () => {
  test('TRUST_PROXY: sent when the proxy says the request came over HTTPS, not when it says HTTP', async () => {
    for (const [args, name] of [
      [hostArgs, 'host'],
      [remoteArgs, 'remote'],
    ]) {
      const url = await serve(args, { TRUST_PROXY: 'true' });
      const https = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.match(https.headers.get('strict-transport-security') ?? '', /^max-age=31536000; includeSubDomains$/, name);
      // A proxy that appends: the last entry is the one the proxy itself wrote.
      const appended = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https, http' } });
      assert.equal(appended.headers.get('strict-transport-security'), null, name);
      const http = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'http' } });
      assert.equal(http.headers.get('strict-transport-security'), null, name);
      assert.equal((await fetch(`${url}/`)).headers.get('strict-transport-security'), null, name);
    }
  });

  test('TRUST_PROXY=false is no trust', async () => {
    const url = await serve(hostArgs, { TRUST_PROXY: 'false' });
    const res = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers.get('strict-transport-security'), null);
  });

  test('HSTS=1: the site is only ever reached over HTTPS, every answer says so', async () => {
    const url = await serve(hostArgs, { HSTS: '1' });
    for (const path of ['/', '/main.0123abcd.js', '/missing.png']) {
      const res = await fetch(url + path);
      assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', path);
    }
  });
});

describe('pages drawn at build time and the config in the page', () => {
  const dir = join(scratch, 'prerendered-host');
  const config = join(scratch, 'brand.json');
  const brand = { name: 'Acme <Bets> & "Co"', logo: '/brand/acme.svg', theme: { primary: '#112233' } };
  const FIRST_SCREEN = { script: 'http://x.invalid/first-screen.js', paths: ['/promo/:id'] };
  const writeConfig = (b, firstScreen = FIRST_SCREEN) =>
    writeFileSync(
      config,
      JSON.stringify({
        brand: b,
        apiUrl: API,
        socketUrl: API,
        remotes: [
          { name: 'promo', entry: 'http://x.invalid/mf-manifest.json', paths: ['/promo/:id', '/promos'], firstScreen },
        ],
      }),
    );
  let url = '';
  before(async () => {
    mkdirSync(join(dir, 'prerendered'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dir, 'prerendered', 'login.html'),
      '<!doctype html><html><head><title>@@name@@</title></head><body><div id="root" data-prerendered="/login">' +
        '<style>:root{--brand:#a1a1a1;--accent:#b2b2b2}</style><img src="/@@logo@@" alt="@@name@@"/><p>Powered by @@name@@</p></div></body></html>',
    );
    writeFileSync(
      join(dir, 'prerendered', 'signed-in.html'),
      '<!doctype html><html><head><title>@@name@@</title></head><body><div id="frame" style="--bl-brand:#a1a1a1">' +
        '<img src="/@@logo@@" alt=""/></div><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dir, 'prerendered', 'signed-in-first.html'),
      '<!doctype html><html><head><title>@@name@@</title></head><body><div id="frame" style="--bl-brand:#a1a1a1">' +
        '<img src="/@@logo@@" alt=""/></div><div id="root"></div><script src="/after-first.js"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'prerendered', 'manifest.json'),
      JSON.stringify({
        configElementId: 'the-config',
        placeholders: { name: '@@name@@', logo: '/@@logo@@', primary: '#a1a1a1', accent: '#b2b2b2' },
        defaultTheme: { primary: '#000001', accent: '#000002' },
        pages: { '/login': 'login.html' },
        signedIn: {
          file: 'signed-in.html',
          firstScreenFile: 'signed-in-first.html',
          paths: ['/home', '/game-detail/:type/:id'],
        },
      }),
    );
    writeConfig(brand);
    url = await serve(['--dir', dir, '--spa', '--config', config]);
  });

  test('/login is the drawn page with the served brand in place, escaped, and the config written in', async () => {
    const html = await (await fetch(`${url}/login`)).text();
    assert.match(html, /data-prerendered="\/login"/);
    assert.ok(!html.includes('@@'), 'every placeholder filled');
    assert.match(html, /<title>Acme &lt;Bets&gt; &amp; &quot;Co&quot;<\/title>/);
    assert.match(html, /alt="Acme &lt;Bets&gt; &amp; &quot;Co&quot;"/);
    assert.match(html, /<img src="\/brand\/acme.svg"/);
    assert.match(
      html,
      /--brand:#112233;--accent:#000002/,
      'the brand colour, and the default for the one it leaves out',
    );
    const block = html.match(/<script type="application\/json" id="the-config">(.*?)<\/script><\/head>/);
    assert.ok(block, 'the config as a data block in the head');
    assert.ok(!block[1].includes('<'), 'no "<" inside the block, so no "</script>" can end it early');
    assert.deepEqual(JSON.parse(block[1]).brand, brand);
  });

  test("the signed-in routes, the build's and the remotes' of the config, get the shell's frame, branded, and the config", async () => {
    for (const path of ['/home', '/game-detail/cricket/31832007', '/promo/7', '/home/']) {
      const html = await (await fetch(`${url}${path}`)).text();
      assert.match(html, /<div id="frame" style="--bl-brand:#112233"><img src="\/brand\/acme.svg"/, path);
      assert.match(html, /<div id="root"><\/div>/, path);
      assert.match(html, /id="the-config">/, path);
    }
    for (const path of ['/game-detail/cricket', '/game-detail/cricket/1/x', '/homes', '/promo']) {
      const html = await (await fetch(`${url}${path}`)).text();
      assert.ok(!html.includes('id="frame"'), `${path}: not a signed-in route`);
    }
  });

  test('other routes get index.html with the config written in; the drawn files are not served as they are', async () => {
    const html = await (await fetch(`${url}/terms-and-conditions`)).text();
    assert.match(html, /<div id="root"><\/div>/);
    assert.ok(!html.includes('id="frame"'));
    assert.match(html, /id="the-config">/);
    assert.equal((await fetch(`${url}/prerendered/login.html`)).status, 404);
    assert.equal((await fetch(`${url}/prerendered/manifest.json`)).status, 404);
    assert.equal((await fetch(`${url}/prerendered/signed-in.html`)).status, 404);
  });

  test("a path of a remote's first screen gets the page that waits for it, with its script and the API's connection", async () => {
    const html = await (await fetch(`${url}/promo/7`)).text();
    assert.match(html, /<script src="\/after-first.js"><\/script>/, 'the page whose scripts wait for the first screen');
    assert.match(html, /<div id="frame" style="--bl-brand:#112233">/, 'branded as the other signed-in pages');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /id="the-config">/, 'the config, which the first screen reads, before its script');
    assert.ok(head.indexOf('id="the-config"') < head.indexOf('first-screen.js'));
    assert.match(
      head,
      /<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+" crossorigin><script src="http:\/\/x\.invalid\/first-screen\.js" async data-first-screen><\/script>$/,
    );
    for (const path of ['/promos', '/home', '/login']) {
      const other = await (await fetch(`${url}${path}`)).text();
      assert.ok(!other.includes('data-first-screen'), `${path}: no first screen`);
      assert.ok(!other.includes('after-first.js'), `${path}: the ordinary page`);
    }
  });

  test('a first screen whose script is not a plain http(s) URL is left out; markup in one never reaches the page', async () => {
    writeConfig(brand, { script: 'http://x.invalid/"><script>alert(1)</script>', paths: ['/promo/:id'] });
    try {
      const html = await (await fetch(`${url}/promo/7`)).text();
      assert.match(
        html,
        /<script src="http:\/\/x\.invalid\/%22%3E%3Cscript%3Ealert\(1\)%3C\/script%3E" async data-first-screen>/,
      );
      assert.ok(!html.includes('<script>alert'));
    } finally {
      writeConfig(brand);
    }
    for (const script of ['javascript:alert(1)', 'data:text/javascript,1', 'http://x.invalid:99999/a.js', 7]) {
      writeConfig(brand, { script, paths: ['/promo/:id'] });
      try {
        const html = await (await fetch(`${url}/promo/7`)).text();
        assert.ok(!html.includes('data-first-screen'), String(script));
        assert.ok(!html.includes('<script>alert'), String(script));
        assert.match(html, /<div id="frame"/, 'the ordinary signed-in page');
        assert.ok(!html.includes('after-first.js'));
      } finally {
        writeConfig(brand);
      }
    }
  });

  test('a brand colour that is not a plain colour is never put into the page: index.html instead', async () => {
    writeConfig({ ...brand, theme: { primary: 'red;}</style><script>alert(1)</script>' } });
    try {
      const html = await (await fetch(`${url}/login`)).text();
      assert.match(html, /<div id="root"><\/div>/);
      assert.ok(!html.includes('<script>alert'), 'the colour never reaches the page as markup');
    } finally {
      writeConfig(brand);
    }
  });
});

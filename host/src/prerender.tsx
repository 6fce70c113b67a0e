/**
 * Build step (Node, run by webpack.config.cjs after the browser build): renders the public pages
 * that need no session to static HTML, styles included, so a phone paints them before any script
 * has arrived; the browser build then hydrates them (bootstrap.tsx).
 *
 * The brand is the deployment's, known only when the page is served: the pages are rendered with
 * placeholders for its name, logo and colours, listed in `prerendered/manifest.json`, which the
 * static server (scripts/serve.mjs) fills from the config it serves.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { renderFirstScreenPage } from './firstScreenPage.js';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { DEFAULT_BRAND_THEME } from '@backlay/shared/ui';
import { AppShell } from './app/AppShell.js';
import { APP_PATHS, buildRoutes } from './app/routes.js';
import { createHostServices } from './app/services.js';
import type { AppConfig } from './config/appConfig.js';
import { INLINE_CONFIG_ID } from './config/appConfig.js';
import { ShellPlaceholder } from './layout/ShellPlaceholder.js';

/** The pages rendered at build time: public, the same for every visitor, no session. */
export const PRERENDERED_PATHS = ['/login'] as const;

/** Stand-ins for the brand; unlikely anywhere else in a page, and valid where they stand. */
export const PLACEHOLDERS = {
  name: '@@brand-name@@',
  logo: '/@@brand-logo@@',
  primary: '#b0a1c2',
  accent: '#c3d4e5',
} as const;

/** The page of every signed-in route: the shell's frame drawn ahead, outside React's root. */
export const SIGNED_IN_FILE = 'signed-in.html';
/** That page where a remote's first screen comes first (renderFirstScreenPage). */
export const FIRST_SCREEN_FILE = 'signed-in-first-screen.html';

/** Where a pre-rendered page of `path` is written, under the build's folder. */
export function fileFor(path: string): string {
  return `${path.replace(/^\//, '').replace(/\//g, '_') || 'index'}.html`;
}

/** An empty session: the pre-rendered pages are what a visitor without one sees. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export async function renderPage(path: string, template: string): Promise<string> {
  const config: AppConfig = {
    brand: {
      name: PLACEHOLDERS.name,
      logo: PLACEHOLDERS.logo,
      theme: { primary: PLACEHOLDERS.primary, accent: PLACEHOLDERS.accent },
    },
    apiUrl: 'http://api.invalid',
    socketUrl: 'http://api.invalid',
    remotes: [],
  };
  const services = createHostServices(config, {
    load: () => Promise.reject(new Error('No remote is loaded while pre-rendering')),
    reset: () => undefined,
  });
  const handler = createStaticHandler(buildRoutes(services));
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); it cannot be pre-rendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}; it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppShell services={services}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`The page template has no ${root}`);
  // The styles (emotion writes each beside its element) and React's image preloads go to the head:
  // the first paint then has every style and draws the whole page at once, not in parts as the
  // parser works through style sheets in the body. Emotion looks for its styles anywhere.
  const headParts: string[] = [];
  const markup = body.replace(HEAD_BOUND, (part) => {
    headParts.push(part);
    return '';
  });
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${PLACEHOLDERS.name}</title>`)
    .replace('</head>', `${headParts.join('')}</head>`)
    .replace(root, `<div id="root" data-prerendered="${path}">${markup}</div>`);
}

/**
 * The page served for the signed-in routes: the ordinary page with the signed-in shell's frame
 * (ShellPlaceholder) drawn before React's root, which stays empty for the client to render into.
 */
export function renderSignedInPage(template: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`The page template has no ${root}`);
  const frame = renderToString(<ShellPlaceholder logo={PLACEHOLDERS.logo} brandColor={PLACEHOLDERS.primary} />);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${PLACEHOLDERS.name}</title>`)
    .replace(root, `${frame}${root}`);
}

/** Emotion's style elements and React's preload links, as renderToString writes them. */
const HEAD_BOUND = /<style data-emotion="[^"]*">[^<]*<\/style>|<link rel="preload"[^>]*\/>/g;

/** Renders every page of PRERENDERED_PATHS into `<dist>/prerendered/`, with the manifest. */
export async function prerender(dist: string): Promise<void> {
  globalThis.sessionStorage = new MemoryStorage();
  globalThis.localStorage = new MemoryStorage();
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const out = join(dist, 'prerendered');
  mkdirSync(out, { recursive: true });
  const pages: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = fileFor(path);
    writeFileSync(join(out, pages[path]), await renderPage(path, template));
  }
  const signedIn = renderSignedInPage(template);
  writeFileSync(join(out, SIGNED_IN_FILE), signedIn);
  writeFileSync(join(out, FIRST_SCREEN_FILE), renderFirstScreenPage(signedIn));
  const manifest = {
    configElementId: INLINE_CONFIG_ID,
    placeholders: PLACEHOLDERS,
    defaultTheme: DEFAULT_BRAND_THEME,
    pages,
    // The routes of the signed-in shell (besides those the config gives a remote): their page.
    // firstScreenFile: the same page for a path with a remote's first screen (scripts/serve.mjs).
    signedIn: { file: SIGNED_IN_FILE, firstScreenFile: FIRST_SCREEN_FILE, paths: APP_PATHS },
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

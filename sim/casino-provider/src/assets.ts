/**
 * The game page's script and style sheet, built once per process with esbuild (web/main.ts and
 * its imports as one minified IIFE bundle; web/styles.ts's sheet minified) and served from this origin under content-hashed
 * names, so they can be cached for good (`immutable`). Built from web/*.ts under tsx, and from the
 * compiled web/*.js next to this file in dist.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { STYLES } from './web/styles.js';

export interface Asset {
  name: string;
  type: string;
  body: Buffer;
}

export interface PageAssets {
  script: Asset;
  style: Asset;
  /** Asset by its hashed name. */
  byName: Map<string, Asset>;
}

const web = join(dirname(fileURLToPath(import.meta.url)), 'web');

function source(base: string): string {
  for (const ext of ['.ts', '.js']) {
    const path = join(web, base + ext);
    if (existsSync(path)) return path;
  }
  throw new Error(`provider page source ${base} not found in ${web}`);
}

function hashed(stem: string, ext: string, type: string, body: Uint8Array): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `${stem}.${hash}.${ext}`, type, body: Buffer.from(body) };
}

async function bundle(): Promise<PageAssets> {
  const [js, css] = await Promise.all([
    build({
      entryPoints: [source('main')],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: 'es2020',
      platform: 'browser',
      legalComments: 'none',
      logLevel: 'silent',
    }),
    transform(STYLES, { loader: 'css', minify: true, logLevel: 'silent' }),
  ]);
  const script = hashed('game', 'js', 'text/javascript; charset=utf-8', js.outputFiles[0]!.contents);
  const style = hashed('game', 'css', 'text/css; charset=utf-8', Buffer.from(css.code));
  return { script, style, byName: new Map([script, style].map((a) => [a.name, a])) };
}

let built: Promise<PageAssets> | undefined;

/** The page's assets, bundled on first use and shared by every provider in the process. */
export function pageAssets(): Promise<PageAssets> {
  built ??= bundle().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

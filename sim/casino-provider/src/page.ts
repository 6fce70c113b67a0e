/**
 * The game page and the "session ended" page. Static HTML: everything the player sees is drawn by
 * the bundled script (assets.ts) from the page's JSON API, with textContent only. The only value
 * written into the HTML is the launch id, which is base64url (checked by the caller).
 */
import type { PageAssets } from './assets.js';
import { framedPageCsp } from './security.js';

/** The CSP of the provider's pages; frame-ancestors lists the casino client origins. */
export const gameCsp = framedPageCsp;

function head(title: string, assets: PageAssets, script: boolean): string[] {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="data:,">',
    `<title>${title}</title>`,
    `<link rel="stylesheet" href="/assets/${assets.style.name}">`,
    ...(script ? [`<script src="/assets/${assets.script.name}" defer></script>`] : []),
    '</head>',
  ];
}

export function gamePage(launchId: string, assets: PageAssets): string {
  return [
    ...head('Game', assets, true),
    `<body data-launch="${launchId}">`,
    '<main id="game" class="game"><p class="loading">Loading the game…</p></main>',
    '<noscript><p class="ended">Turn on JavaScript to play.</p></noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export const SESSION_ENDED = 'This game session has ended. Go back to the casino and open the game again.';

export function endedPage(assets: PageAssets): string {
  return [
    ...head('Session ended', assets, false),
    '<body>',
    `<main class="ended"><h1>Session ended</h1><p>${SESSION_ENDED}</p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

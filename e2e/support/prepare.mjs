// Writes the host config the journeys start with (run before the servers start).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const file = new URL('../config/config.e2e.json', import.meta.url).pathname;
mkdirSync(dirname(file), { recursive: true });
const api = 'http://127.0.0.1:3100';
/** The sports remote's home-style pages: lists of matches, drawn ahead of its code as a match's page is. */
const LIST_PATHS = [
  '/home',
  '/sports',
  '/inPlay',
  '/casino-slot',
  '/live-casinom',
  '/other',
  '/virtual',
  '/slot',
  '/fantasy',
];
writeFileSync(
  file,
  JSON.stringify(
    {
      brand: { name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#0b5563', accent: '#f2b134' } },
      apiUrl: api,
      socketUrl: api,
      frameOrigins: ['http://127.0.0.1:3101'],
      remotes: [
        {
          name: 'mfe_sports',
          entry: 'http://127.0.0.1:8181/mf-manifest.json',
          firstScreen: {
            script: 'http://127.0.0.1:8181/first-screen.js',
            paths: [...LIST_PATHS, '/game-detail/:type/:id'],
          },
          paths: [...LIST_PATHS, '/game-list/:type', '/game-detail/:type/:id', '/race/:id', '/starred-markets'],
          slots: ['myMarket'],
        },
        {
          name: 'mfe_casino',
          entry: 'http://127.0.0.1:8182/mf-manifest.json',
          paths: [
            '/casino',
            '/live-casino',
            '/teen20',
            '/32cards-A',
            '/32cards-B',
            '/lucky7-A',
            '/lucky7eu',
            '/abj2',
            '/dt20',
            '/ab20',
            '/race20',
            '/dt202',
            '/dtl20',
            '/teen',
            '/teen8',
            '/teen9',
            '/dt6',
            '/superover',
            '/poker6',
            '/poker',
            '/poker20',
            '/baccarat',
            '/baccarat2',
            '/cricketv3',
            '/aaa',
            '/btable',
            '/worli2',
            '/3cardj',
            '/cmatch20',
            '/cmeter',
            '/war',
            '/ballbyball',
            '/queen',
          ],
        },
        {
          name: 'mfe_reports',
          entry: 'http://127.0.0.1:8183/mf-manifest.json',
          paths: [
            '/account-statement',
            '/profit-loss',
            '/bet-history',
            '/unsettled-bet',
            '/live-casino-bets',
            '/card-report',
          ],
        },
        {
          name: 'mfe_account',
          entry: 'http://127.0.0.1:8184/mf-manifest.json',
          paths: ['/change-password', '/secure-auth', '/change-btn-value', '/rules', '/player-protection'],
          slots: ['buttonValues', 'rules'],
        },
      ],
    },
    null,
    2,
  ),
);

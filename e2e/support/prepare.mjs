// Writes the host config the journeys start with (run before the servers start).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const file = new URL('../config/config.e2e.json', import.meta.url).pathname;
mkdirSync(dirname(file), { recursive: true });
const api = 'http://127.0.0.1:3100';
writeFileSync(
  file,
  JSON.stringify(
    {
      brand: { name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#0b5563', accent: '#f2b134' } },
      apiUrl: api,
      socketUrl: api,
      remotes: [
        {
          name: 'mfe_sports',
          entry: 'http://127.0.0.1:8181/mf-manifest.json',
          paths: ['/home', '/sports', '/inPlay', '/casino-slot', '/live-casinom', '/other', '/virtual', '/slot', '/fantasy', '/game-list/:type', '/game-detail/:type/:id', '/race/:id'],
          slots: ['myMarket'],
        },
        {
          name: 'mfe_account',
          entry: 'http://127.0.0.1:8184/mf-manifest.json',
          paths: ['/change-password', '/secure-auth', '/change-btn-value', '/rules'],
          slots: ['buttonValues', 'rules'],
        },
      ],
    },
    null,
    2,
  ),
);

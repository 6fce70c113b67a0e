/** Ports of the servers the journeys start: apart from `npm start`'s, so both can run at once. */
export const PORTS = {
  api: 3100,
  provider: 3101,
  host: 8180,
  sports: 8181,
  casino: 8182,
  reports: 8183,
  account: 8184,
  accountAlt: 8194,
} as const;
export const API = `http://127.0.0.1:${PORTS.api}`;
export const HOST = `http://127.0.0.1:${PORTS.host}`;
export const OPERATOR_KEY = 'e2e-operator-key-0123456789';
/** Tests run from the e2e folder (pnpm runs a package's scripts there). */
export const CONFIG_FILE = `${process.cwd()}/config/config.e2e.json`;

export const REPORT_PATHS = [
  '/account-statement',
  '/profit-loss',
  '/bet-history',
  '/unsettled-bet',
  '/live-casino-bets',
  '/card-report',
];
export const ACCOUNT_PATHS = ['/change-password', '/secure-auth', '/change-btn-value', '/rules', '/player-protection'];
export const SPORTS_PATHS = [
  '/home',
  '/sports',
  '/inPlay',
  '/casino-slot',
  '/live-casinom',
  '/other',
  '/virtual',
  '/slot',
  '/fantasy',
  '/game-list/:type',
  '/game-detail/:type/:id',
  '/race/:id',
  '/starred-markets',
];

/** The sports pages whose first screen (a list of matches, a match's header) is drawn ahead of the remote's code. */
export const SPORTS_FIRST_SCREEN_PATHS = [...SPORTS_PATHS.slice(0, 9), '/game-detail/:type/:id'];

/** The lobby, the provider catalogue and one page per live card table (the spec's 28 table codes and the three in-house tables). */
export const CASINO_PATHS = [
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
];

export function hostConfig(accountPort: number = PORTS.account) {
  return {
    brand: { name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#0b5563', accent: '#f2b134' } },
    apiUrl: API,
    socketUrl: API,
    frameOrigins: [`http://127.0.0.1:${PORTS.provider}`],
    remotes: [
      {
        name: 'mfe_sports',
        entry: `http://127.0.0.1:${PORTS.sports}/mf-manifest.json`,
        firstScreen: {
          script: `http://127.0.0.1:${PORTS.sports}/first-screen.js`,
          paths: SPORTS_FIRST_SCREEN_PATHS,
        },
        paths: SPORTS_PATHS,
        slots: ['myMarket'],
      },
      { name: 'mfe_casino', entry: `http://127.0.0.1:${PORTS.casino}/mf-manifest.json`, paths: CASINO_PATHS },
      { name: 'mfe_reports', entry: `http://127.0.0.1:${PORTS.reports}/mf-manifest.json`, paths: REPORT_PATHS },
      {
        name: 'mfe_account',
        entry: `http://127.0.0.1:${accountPort}/mf-manifest.json`,
        paths: ACCOUNT_PATHS,
        slots: ['buttonValues', 'rules'],
      },
    ],
  };
}

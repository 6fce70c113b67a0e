/**
 * The casino remote: what the host loads from `mfe_casino/module`. The lobby, the provider
 * catalogue (live casino) and one page per table code, as flat absolute routes (the host's config
 * assigns exactly these paths here); every element renders under the remote's own Chakra root.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@backlay/shared/router';
import { CONTRACT_VERSION, type RemoteModule } from '@backlay/shared/contract';
import { LIVE_CASINO_PATH, LOBBY_PATH, TABLE_CODES, tablePath } from './routes.js';
import { UiRoot } from './ui/UiRoot.js';

// The module itself is only the route list: the lobby, the live casino and the table page (with
// the table definitions, the slip and the round check) each come in their own chunk on first use.
const LobbyPage = lazy(() => import('./features/lobby/LobbyPage.js').then((m) => ({ default: m.LobbyPage })));
const LiveCasinoPage = lazy(() =>
  import('./features/liveCasino/LiveCasinoPage.js').then((m) => ({ default: m.LiveCasinoPage })),
);
const TablePage = lazy(() => import('./features/table/TablePage.js').then((m) => ({ default: m.TablePage })));

function Loading() {
  return (
    <div role="status" aria-label="Loading" style={{ padding: 32, textAlign: 'center', color: '#4b5563' }}>
      Loading…
    </div>
  );
}

/** A route's element: the remote's Chakra root around its lazily loaded screen. */
function screen(children: ReactNode) {
  return (
    <UiRoot>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </UiRoot>
  );
}

export const routes: RouteObject[] = [
  { path: LOBBY_PATH, element: screen(<LobbyPage />) },
  { path: LIVE_CASINO_PATH, element: screen(<LiveCasinoPage />) },
  ...TABLE_CODES.map((code) => ({ path: tablePath(code), element: screen(<TablePage code={code} />) })),
];

const casinoModule: RemoteModule = {
  id: 'mfe_casino',
  contractVersion: CONTRACT_VERSION,
  routes,
};

export default casinoModule;

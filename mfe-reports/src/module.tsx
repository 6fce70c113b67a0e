/**
 * The reports remote: what the host loads from `mfe_reports/module`. Routes are flat and absolute
 * (the host's config assigns these paths to this remote); each page comes in its own chunk on first
 * use, so the module itself is only this list. Every element renders under the remote's own Chakra
 * root.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@backlay/shared/router';
import { CONTRACT_VERSION, type RemoteModule } from '@backlay/shared/contract';
import { UiRoot } from './ui/UiRoot.js';

const AccountStatementPage = lazy(() =>
  import('./features/account-statement/AccountStatementPage.js').then((m) => ({ default: m.AccountStatementPage })),
);
const ProfitLossPage = lazy(() =>
  import('./features/profit-loss/ProfitLossPage.js').then((m) => ({ default: m.ProfitLossPage })),
);
const BetHistoryPage = lazy(() =>
  import('./features/bet-history/BetHistoryPage.js').then((m) => ({ default: m.BetHistoryPage })),
);
const CurrentBetsPage = lazy(() =>
  import('./features/current-bets/CurrentBetsPage.js').then((m) => ({ default: m.CurrentBetsPage })),
);
const CasinoBetsPage = lazy(() =>
  import('./features/casino-bets/CasinoBetsPage.js').then((m) => ({ default: m.CasinoBetsPage })),
);
const CardReportPage = lazy(() =>
  import('./features/card-report/CardReportPage.js').then((m) => ({ default: m.CardReportPage })),
);

function Loading() {
  return (
    <div role="status" aria-label="Loading" style={{ padding: 32, textAlign: 'center', color: '#4b5563' }}>
      Loading…
    </div>
  );
}

/** A route's element: the remote's Chakra root around its lazily loaded page. */
function screen(children: ReactNode) {
  return (
    <UiRoot>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </UiRoot>
  );
}

export const routes: RouteObject[] = [
  { path: '/account-statement', element: screen(<AccountStatementPage />) },
  { path: '/profit-loss', element: screen(<ProfitLossPage />) },
  { path: '/bet-history', element: screen(<BetHistoryPage />) },
  { path: '/unsettled-bet', element: screen(<CurrentBetsPage />) },
  { path: '/live-casino-bets', element: screen(<CasinoBetsPage />) },
  { path: '/card-report', element: screen(<CardReportPage />) },
];

const reportsModule: RemoteModule = {
  id: 'mfe_reports',
  contractVersion: CONTRACT_VERSION,
  routes,
};

export default reportsModule;

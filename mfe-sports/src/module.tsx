/**
 * The sports remote: what the host loads from `mfe_sports/module`. Routes are flat and absolute
 * (the host's config assigns these paths to this remote); every element renders under the
 * remote's own Chakra root.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from '@backlay/shared/router';
import { CONTRACT_VERSION, type RemoteModule, type SlotProps } from '@backlay/shared/contract';
import { GameListPage } from './features/game-list/GameListPage.js';
import { HomePage } from './features/home/HomePage.js';
import { HOME_VIEWS } from './features/home/views.js';
import { UiRoot, withUi } from './ui/UiRoot.js';

// The lists load with the remote; betting screens, Starred Markets and My Market come in their own chunks when
// first needed, so the home page does not carry the bet slip.
const MatchDetailPage = lazy(() =>
  import('./features/match-detail/MatchDetailPage.js').then((m) => ({ default: m.MatchDetailPage })),
);
const RacePage = lazy(() => import('./features/race/RacePage.js').then((m) => ({ default: m.RacePage })));
const StarredMarketsPage = lazy(() =>
  import('./features/starred/StarredMarketsPage.js').then((m) => ({ default: m.StarredMarketsPage })),
);
const MyMarketModal = lazy(() =>
  import('./features/my-market/MyMarketModal.js').then((m) => ({ default: m.MyMarketModal })),
);

/** My Market loads its code the first time the popup opens. */
function MyMarketSlot(props: SlotProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MyMarketModal {...props} />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  ...HOME_VIEWS.map((view) => ({
    path: view.path,
    element: (
      <UiRoot>
        <HomePage view={view} />
      </UiRoot>
    ),
  })),
  {
    path: '/game-list/:type',
    element: (
      <UiRoot>
        <GameListPage />
      </UiRoot>
    ),
  },
  {
    path: '/game-detail/:type/:id',
    element: (
      <UiRoot>
        <Suspense fallback={null}>
          <MatchDetailPage />
        </Suspense>
      </UiRoot>
    ),
  },
  {
    path: '/race/:id',
    element: (
      <UiRoot>
        <Suspense fallback={null}>
          <RacePage />
        </Suspense>
      </UiRoot>
    ),
  },
  {
    path: '/starred-markets',
    element: (
      <UiRoot>
        <Suspense fallback={null}>
          <StarredMarketsPage />
        </Suspense>
      </UiRoot>
    ),
  },
];

const sportsModule: RemoteModule = {
  id: 'mfe_sports',
  contractVersion: CONTRACT_VERSION,
  routes,
  slots: {
    myMarket: withUi(MyMarketSlot),
  },
};

export default sportsModule;

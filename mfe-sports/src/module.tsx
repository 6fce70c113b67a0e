/**
 * The sports remote: what the host loads from `mfe_sports/module`. Routes are flat and absolute
 * (the host's config assigns these paths to this remote); every element renders under the
 * remote's own Chakra root.
 */
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteModule } from '@backlay/shared/contract';
import { GameListPage } from './features/game-list/GameListPage.js';
import { HomePage } from './features/home/HomePage.js';
import { HOME_VIEWS } from './features/home/views.js';
import { MatchDetailPage } from './features/match-detail/MatchDetailPage.js';
import { MyMarketModal } from './features/my-market/MyMarketModal.js';
import { RacePage } from './features/race/RacePage.js';
import { UiRoot, withUi } from './ui/UiRoot.js';

export const routes: RouteObject[] = [
  ...HOME_VIEWS.map((view) => ({
    path: view.path,
    element: (
      <UiRoot>
        <HomePage view={view} />
      </UiRoot>
    ),
  })),
  { path: '/game-list/:type', element: <UiRoot><GameListPage /></UiRoot> },
  { path: '/game-detail/:type/:id', element: <UiRoot><MatchDetailPage /></UiRoot> },
  { path: '/race/:id', element: <UiRoot><RacePage /></UiRoot> },
];

const sportsModule: RemoteModule = {
  id: 'mfe_sports',
  contractVersion: CONTRACT_VERSION,
  routes,
  slots: {
    myMarket: withUi(MyMarketModal),
  },
};

export default sportsModule;

/**
 * The account remote: what the host loads from `mfe_account/module`. Routes are flat and absolute
 * (the host's config assigns these paths to this remote); slots are the popups the host's chrome
 * opens from the user menu and the header.
 */
import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { RouteObject } from '@backlay/shared/router';
import { CONTRACT_VERSION, type RemoteModule } from '@backlay/shared/contract';
import { ButtonValuesModal } from './features/button-values/ButtonValuesModal.js';
import { ButtonValuesPage } from './features/button-values/ButtonValuesPage.js';
import { ChangePasswordPage } from './features/change-password/ChangePasswordPage.js';
import { RulesModal } from './features/rules/RulesModal.js';
import { RulesPage } from './features/rules/RulesPage.js';
import { SecureAuthPage } from './features/secure-auth/SecureAuthPage.js';
import { LoadingOverlay } from './ui/LoadingOverlay.js';
import { PageFrame } from './ui/PageFrame.js';
import { UiRoot, withUi } from './ui/UiRoot.js';

// Its own chunk: the other pages and the popups the header opens don't carry it.
const PlayerProtectionPage = lazy(() =>
  import('./features/player-protection/PlayerProtectionPage.js').then((m) => ({ default: m.PlayerProtectionPage })),
);

export const routes: RouteObject[] = [
  {
    path: '/change-password',
    element: (
      <UiRoot>
        <ChangePasswordPage />
      </UiRoot>
    ),
  },
  {
    path: '/secure-auth',
    element: (
      <UiRoot>
        <SecureAuthPage />
      </UiRoot>
    ),
  },
  {
    path: '/change-btn-value',
    element: (
      <UiRoot>
        <ButtonValuesPage />
      </UiRoot>
    ),
  },
  {
    path: '/rules',
    element: (
      <UiRoot>
        <RulesPage />
      </UiRoot>
    ),
  },
  {
    path: '/player-protection',
    element: (
      <UiRoot>
        <Suspense
          fallback={
            <PageFrame title="Player Protection" maxW="880px">
              <Box position="relative" minH="160px">
                <LoadingOverlay label="Loading Player Protection" />
              </Box>
            </PageFrame>
          }
        >
          <PlayerProtectionPage />
        </Suspense>
      </UiRoot>
    ),
  },
];

const accountModule: RemoteModule = {
  id: 'mfe_account',
  contractVersion: CONTRACT_VERSION,
  routes,
  slots: {
    buttonValues: withUi(ButtonValuesModal),
    rules: withUi(RulesModal),
  },
};

export default accountModule;

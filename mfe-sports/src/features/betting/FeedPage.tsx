import { useLayoutEffect, type ReactNode } from 'react';
import { dropFirstScreen } from '@backlay/shared/first-screen';
import type { InitialLoader } from '../live/useMatchFeed.js';
import { useMatchFeed } from '../live/useMatchFeed.js';
import { PriceStoreContext } from '../live/usePrice.js';
import { Notice, Page } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { TextLink } from '../../ui/TextLink.js';
import { BettingProvider } from './betting.js';

/**
 * The frame of a page that bets on one fixture (match or race): its live feed with the loading,
 * gone and failed states, and once ready the player's betting state around the screen.
 */
export function FeedPage({
  id,
  load,
  label,
  noun,
  children,
}: {
  id: string;
  load: InitialLoader;
  label: string;
  noun: string;
  children: ReactNode;
}) {
  const { store, status, retry } = useMatchFeed(id, load);
  // The page (its header with the match, or what it says instead) replaces the first screen drawn ahead.
  useLayoutEffect(() => {
    if (status !== 'loading') dropFirstScreen();
  }, [status]);
  return (
    <Page label={label}>
      <PriceStoreContext.Provider value={store}>
        {status === 'loading' ? <Notice>Loading the {noun}…</Notice> : null}
        {status === 'not-found' ? (
          <Notice>
            This {noun} is no longer available. <TextLink to="/home">Back to Home</TextLink>
          </Notice>
        ) : null}
        {status === 'error' ? (
          <Notice tone="error">
            The {noun} could not be loaded.{' '}
            <PlainButton
              type="button"
              onClick={retry}
              textDecoration="underline"
              cursor="pointer"
              bg="transparent"
              color="inherit"
            >
              Try again
            </PlainButton>
          </Notice>
        ) : null}
        {status === 'ready' ? <BettingProvider matchId={id}>{children}</BettingProvider> : null}
      </PriceStoreContext.Provider>
    </Page>
  );
}

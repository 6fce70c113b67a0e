import { useMemo, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import type { BusStatus } from '@backlay/shared/realtime';
import { sportsBus } from '../../data/contract.js';
import type { MatchState } from '../../data/contract.js';
import { useNow } from '../../lib/useNow.js';
import { useObservable } from '@backlay/shared/ui';
import { usePrice } from './usePrice.js';

/** An in-play price older than this is not shown as live. */
export const STALE_AFTER_MS = 10_000;

/**
 * How long a screen's first connection may take before its prices show as not live: they have just
 * come from the server, and a banner that flashes on every page load (and moves the prices under
 * it when it goes) tells the player nothing.
 */
export const FIRST_CONNECT_GRACE_MS = 5_000;

export type Liveness = 'live' | 'reconnecting' | 'stale';

/**
 * Whether prices on screen can be trusted as live: not while the socket is down (its first
 * connection gets FIRST_CONNECT_GRACE_MS from `shownAt`, when the screen showed), and not for an
 * in-play event whose data stopped arriving (a silent feed; before the start, prices move rarely).
 */
export function liveness(
  status: BusStatus | null,
  updatedAt: number | null,
  inPlay: boolean,
  now: number,
  shownAt = Number.NEGATIVE_INFINITY,
): Liveness {
  const firstConnection = status?.state === 'connecting' && now - shownAt < FIRST_CONNECT_GRACE_MS;
  if (status && status.state !== 'connected' && !firstConnection) return 'reconnecting';
  if (inPlay && updatedAt !== null && now - updatedAt > STALE_AFTER_MS) return 'stale';
  return 'live';
}

export function useLiveness(updatedAt: number | null, inPlay: boolean): Liveness {
  const host = useHost();
  const status$ = useMemo(() => sportsBus(host).status$, [host]);
  const status = useObservable<BusStatus | null>(status$, null);
  const now = useNow(1_000);
  const [shownAt] = useState(() => Date.now());
  return liveness(status, updatedAt, inPlay, now, shownAt);
}

export const LIVENESS_TEXT: Record<Exclude<Liveness, 'live'>, string> = {
  reconnecting: 'Prices are not live — reconnecting…',
  stale: 'Prices may be out of date',
};

export function StaleBanner({ state }: { state: Exclude<Liveness, 'live'> }) {
  return (
    <Box
      role="status"
      data-testid="stale-banner"
      bg={state === 'reconnecting' ? '#7a1f1f' : '#8a5a00'}
      color="white"
      fontSize="13px"
      fontWeight="600"
      px={3}
      py={1.5}
      borderRadius="sm"
      mb={2}
    >
      {LIVENESS_TEXT[state]}
    </Box>
  );
}

/**
 * Wraps the prices of a screen: shows the banner and dims the cells (`bl-stale`) when they are not
 * live. Re-renders every second for the clock, but its children are passed through unchanged, so
 * React doesn't re-render them.
 */
export function LiveRegion({
  updatedAt,
  inPlay,
  children,
  banner = true,
}: {
  updatedAt: number | null;
  inPlay: boolean;
  children: ReactNode;
  /** A second region on a screen dims its prices without repeating the banner. */
  banner?: boolean;
}) {
  const state = useLiveness(updatedAt, inPlay);
  return (
    <div className={state === 'live' ? 'bl-live' : 'bl-stale'} data-liveness={state}>
      {state === 'live' || !banner ? null : <StaleBanner state={state} />}
      {children}
    </div>
  );
}

const selectUpdatedAt = (s: MatchState | null) => s?.updatedAt ?? null;
/** A match that left the feed has its final prices: they don't age. */
const selectInPlay = (s: MatchState | null) => s !== null && !s.removed && s.snapshot.fixture.inPlay;

/** LiveRegion for the match in the screen's price store (its age and in-play flag come from there). */
export function StoreLiveRegion({ children, banner = true }: { children: ReactNode; banner?: boolean }) {
  const updatedAt = usePrice(selectUpdatedAt);
  const inPlay = usePrice(selectInPlay);
  return (
    <LiveRegion updatedAt={updatedAt} inPlay={inPlay} banner={banner}>
      {children}
    </LiveRegion>
  );
}

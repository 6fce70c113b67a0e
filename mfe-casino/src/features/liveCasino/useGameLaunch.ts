import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { casinoLaunchMutation } from '@backlay/shared/query';
import { launchPlatform } from './platform.js';

/** The game a tile or banner launches, with what the frame's title bar shows. */
export interface LaunchTarget {
  gameId: string;
  name: string;
  /** Provider and sub-provider, as the tile shows them. */
  provider: string;
}

export type LaunchState =
  | { phase: 'closed' }
  /** A demo session: the game is not opened and login is not asked. */
  | { phase: 'refused'; target: LaunchTarget }
  /** Waiting for `POST /mac88/casino/login`. */
  | { phase: 'starting'; target: LaunchTarget }
  /** The provider's address, in the frame. `session` counts launches, so a new one is a new frame. */
  | { phase: 'playing'; target: LaunchTarget; url: string; session: number }
  /** Login refused or the frame did not load; `reason` when one is known. */
  | { phase: 'failed'; target: LaunchTarget; reason: string | null };

export const DEMO_REFUSAL = 'Live casino games are not available on demo accounts.';

/**
 * Launching a provider game: login (desktop or mobile build by the viewport), then the frame, or
 * a failure with its reason. Closing the game asks the host for the profile again, so the header
 * shows the balance after the last round even if a push was missed; the pushes themselves
 * (`updateUserBalance` after every wallet call) already reach the header through the host.
 *
 * The login is a mutation. Only the latest launch is heard: a new launch, closing the game
 * (`reset`) or leaving the page detaches the one still running, so its answer never opens a frame.
 */
export function useGameLaunch() {
  const host = useHost();
  const [state, setState] = useState<LaunchState>({ phase: 'closed' });
  const login = useMutation(casinoLaunchMutation(host.http, { silent: true }));
  const { mutate, reset } = login;
  const sessions = useRef(0);
  /** A provider session was opened since the balance was last refreshed. */
  const played = useRef(false);

  const refreshBalance = useCallback(() => {
    if (!played.current) return;
    played.current = false;
    host.refreshProfile().catch(() => undefined);
  }, [host]);

  const launch = useCallback(
    (target: LaunchTarget) => {
      reset();
      if (host.session.get().isDemo) {
        setState({ phase: 'refused', target });
        return;
      }
      setState({ phase: 'starting', target });
      mutate(
        { gameId: target.gameId, platform: launchPlatform() },
        {
          onSuccess: (data) => {
            if (typeof data?.url !== 'string' || data.url === '') {
              setState({ phase: 'failed', target, reason: null });
              return;
            }
            played.current = true;
            sessions.current += 1;
            setState({ phase: 'playing', target, url: data.url, session: sessions.current });
          },
          onError: (error) => {
            if (error instanceof HttpError && error.cancelled) return;
            // The client's message is the server's when it sent one (a 403 for demo accounts says why).
            setState({ phase: 'failed', target, reason: error.message || null });
          },
        },
      );
    },
    [host, mutate, reset],
  );

  /** The frame of `session` did not load. */
  const fail = useCallback((session: number, reason: string) => {
    setState((s) =>
      s.phase === 'playing' && s.session === session ? { phase: 'failed', target: s.target, reason } : s,
    );
  }, []);

  const retry = useCallback(() => {
    if (state.phase === 'failed') launch(state.target);
  }, [state, launch]);

  const close = useCallback(() => {
    reset();
    setState({ phase: 'closed' });
    refreshBalance();
  }, [reset, refreshBalance]);

  // Leaving the page closes the game too (an unmounted observer hears no answer).
  useEffect(() => () => refreshBalance(), [refreshBalance]);

  return { state, launch, retry, close, fail };
}

/**
 * The open game: a title bar (game, provider, Close) over the provider's page in a frame. On a phone
 * it covers the whole screen, header included; on desktop it fills the content area under the
 * header (LiveCasinoStyles). While the session is opening, and when the game cannot be shown, the
 * same panel says so.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { DEMO_REFUSAL, type LaunchState } from './useGameLaunch.js';

/** How long the provider's page may take before the player is told it did not load. */
export const FRAME_TIMEOUT_MS = 15_000;

export const FRAME_FAILED = 'The game could not be loaded.';
export const TIMEOUT_REASON = 'The game did not respond within 15 seconds.';
export const LOAD_ERROR_REASON = "The game's page failed to load.";

/** The game runs on the provider's origin: scripts, its own storage and forms, nothing more. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms';

type OpenState = Exclude<LaunchState, { phase: 'closed' }>;

export interface GameFrameProps {
  state: OpenState;
  onClose: () => void;
  onRetry: () => void;
  onFail: (session: number, reason: string) => void;
}

/** The frame's address, or null while it shows another origin's page (the game), which may not be read. */
function frameAddress(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentWindow?.location.href ?? null;
  } catch {
    return null;
  }
}

/** The game's "back" leads to the operator's live casino page (the lobby address given at login), here. */
function isOurSite(href: string): boolean {
  try {
    return new URL(href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function Frame({
  title,
  url,
  session,
  onLoaded,
  onFail,
  onBack,
}: {
  title: string;
  url: string;
  session: number;
  onLoaded: () => void;
  onFail: GameFrameProps['onFail'];
  onBack: () => void;
}) {
  const loaded = useRef(false);
  const ref = useRef<HTMLIFrameElement>(null);

  // React listens to a frame's load only: its error event is taken here.
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const onError = () => onFail(session, LOAD_ERROR_REASON);
    frame.addEventListener('error', onError);
    return () => frame.removeEventListener('error', onError);
  }, [session, onFail]);

  // onLoad may never come (a provider that hangs, a blocked address): give up after FRAME_TIMEOUT_MS.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!loaded.current) onFail(session, TIMEOUT_REASON);
    }, FRAME_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [session, onFail]);

  return (
    <iframe
      ref={ref}
      className="lc-frame__game"
      src={url}
      title={title}
      allow="fullscreen"
      referrerPolicy="no-referrer"
      sandbox={SANDBOX}
      onLoad={(event) => {
        const href = frameAddress(event.currentTarget);
        // The blank document a frame starts with is not the game.
        if (href === 'about:blank') return;
        if (loaded.current && href !== null && isOurSite(href)) {
          onBack();
          return;
        }
        loaded.current = true;
        onLoaded();
      }}
    />
  );
}

export function GameFrame({ state, onClose, onRetry, onFail }: GameFrameProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [loadedSession, setLoadedSession] = useState<number | null>(null);
  const { target } = state;

  // The catalogue folds away under the panel: bring the panel's top under the header (a phone's
  // panel is fixed over everything and needs no scrolling), and start keyboard focus on Close.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'start' });
    closeRef.current?.focus({ preventScroll: true });
  }, []);

  // Escape on any of the panel's controls closes it (the game's own frame keeps its keys).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={panelRef}
      className="lc-frame"
      aria-labelledby={titleId}
      data-testid={CASINO_TEST_IDS.liveCasinoFrame}
      data-phase={state.phase}
    >
      <div className="lc-frame__bar">
        <button ref={closeRef} type="button" className="lc-frame__close" onClick={onClose} onKeyDown={onKeyDown}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M10.5 3 5.5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Close
        </button>
        <div className="lc-frame__titles">
          <h2 id={titleId} className="lc-frame__title">
            {target.name}
          </h2>
          {target.provider ? <span className="lc-frame__provider">{target.provider}</span> : null}
        </div>
      </div>
      <div className="lc-frame__body">
        {state.phase === 'starting' ? (
          <div className="lc-frame__note" role="status">
            <span className="lc-spinner" aria-hidden="true" />
            Opening {target.name}…
          </div>
        ) : null}
        {state.phase === 'playing' ? (
          <>
            {/* Keyed by session: a retry is a new frame with its own timer. */}
            <Frame
              key={state.session}
              title={target.name}
              url={state.url}
              session={state.session}
              onLoaded={() => setLoadedSession(state.session)}
              onFail={onFail}
              onBack={onClose}
            />
            {loadedSession !== state.session ? (
              <div className="lc-frame__note lc-frame__note--over" role="status">
                <span className="lc-spinner" aria-hidden="true" />
                Loading {target.name}…
              </div>
            ) : null}
          </>
        ) : null}
        {state.phase === 'failed' ? (
          <div
            className="lc-frame__note lc-frame__note--error"
            role="alert"
            data-testid={CASINO_TEST_IDS.liveCasinoFrameError}
          >
            <p className="lc-frame__message">{FRAME_FAILED}</p>
            {state.reason ? <p className="lc-frame__reason">{state.reason}</p> : null}
            <div className="lc-frame__actions">
              <button type="button" className="lc-button lc-button--primary" onClick={onRetry} onKeyDown={onKeyDown}>
                Try again
              </button>
              <button type="button" className="lc-button" onClick={onClose} onKeyDown={onKeyDown}>
                Back to Live Casino
              </button>
            </div>
          </div>
        ) : null}
        {state.phase === 'refused' ? (
          <div
            className="lc-frame__note lc-frame__note--error"
            role="alert"
            data-testid={CASINO_TEST_IDS.liveCasinoFrameError}
          >
            <p className="lc-frame__message">{DEMO_REFUSAL}</p>
            <div className="lc-frame__actions">
              <button type="button" className="lc-button" onClick={onClose} onKeyDown={onKeyDown}>
                Back to Live Casino
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

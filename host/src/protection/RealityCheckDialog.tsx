import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '@backlay/shared/router';
import { formatPnl, toCents } from '@backlay/shared/betting';
import { formatLoggedIn } from './format.js';

/** How often the open dialog's "logged in for" moves on (it reads in minutes). */
export const LOGGED_IN_REFRESH_MS = 15_000;

/** Above the header, its menus and the sports drawer; below the session-expired notice. */
const REALITY_CHECK_CSS = `
.bl-rc, .bl-rc * { box-sizing: border-box; }
.bl-rc { position: fixed; inset: 0; z-index: 2500; display: grid; place-items: center; padding: 16px; background: rgba(4, 20, 30, 0.75); }
.bl-rc__card {
  width: 100%; max-width: 420px; max-height: calc(100vh - 32px); overflow-y: auto; padding: 24px 20px;
  background: #ffffff; color: #1d2730; border-radius: 10px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22);
  font-size: 15px; line-height: 1.5;
}
.bl-rc__title { margin: 0 0 12px; font-size: 20px; line-height: 1.3; color: #0b2b3c; }
.bl-rc__text { margin: 0 0 8px; }
.bl-rc__pnl { font-weight: 700; white-space: nowrap; }
.bl-rc__pnl[data-tone='up'] { color: #1e7a3d; }
.bl-rc__pnl[data-tone='down'] { color: #c0392b; }
.bl-rc__links { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 12px 0 20px; padding: 0; list-style: none; }
.bl-rc__links a { color: #0b5563; text-decoration: underline; }
.bl-rc__actions { display: flex; gap: 12px; }
.bl-rc__button {
  flex: 1; min-height: 44px; padding: 8px 16px; border: 1px solid #0b5563; border-radius: 6px;
  background: #ffffff; color: #0b5563; font: inherit; font-weight: 600; cursor: pointer;
}
.bl-rc__button--solid { background: #0b5563; color: #ffffff; }
.bl-rc__button:disabled { opacity: 0.6; cursor: not-allowed; }
.bl-rc__button:focus-visible, .bl-rc__links a:focus-visible { outline: 2px solid #0b5563; outline-offset: 2px; }
`;

const FOCUSABLE = 'a[href], button:not([disabled])';

interface Props {
  /** ISO 8601: when this login began. */
  sessionStartedAt: string;
  /** Settled wins less losses since this login began. */
  sessionProfitLoss: number;
  /** When the check was found due (ms since the epoch): the time "logged in for" counts to. */
  shownAt: number;
  /** Answers the check (the next one is an interval away); rejects when the server did not take it. */
  onContinue: () => Promise<void>;
  onLogOut: () => void;
}

/**
 * The reality check: how long the player has been logged in and what this session has won or lost,
 * with the way to their history, then Continue or Log out. Modal: focus stays inside it until it
 * is answered, and Escape does not dismiss it.
 */
export function RealityCheckDialog({ sessionStartedAt, sessionProfitLoss, shownAt, onContinue, onLogOut }: Props) {
  const [now, setNow] = useState(shownAt);
  const [busy, setBusy] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LOGGED_IN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // The player's attention goes to the check, stays there (Tab goes round its links and buttons),
  // and goes back where it was once the check is answered.
  useEffect(() => {
    const before = document.activeElement;
    continueRef.current?.focus();
    const keepFocusInside = (event: KeyboardEvent) => {
      const card = cardRef.current;
      if (event.key !== 'Tab' || !card) return;
      const focusable = [...card.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = card.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', keepFocusInside);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const answer = () => {
    if (busy) return;
    setBusy(true);
    // A refusal has been toasted by the HTTP client; the check stays until it is answered.
    onContinue().catch(() => setBusy(false));
  };

  const cents = toCents(sessionProfitLoss);
  const tone = cents > 0 ? 'up' : cents < 0 ? 'down' : 'flat';
  return (
    <div className="bl-rc">
      <style>{REALITY_CHECK_CSS}</style>
      <div
        ref={cardRef}
        className="bl-rc__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-time reality-check-pnl"
      >
        <h2 id="reality-check-title" className="bl-rc__title">
          Reality check
        </h2>
        <p id="reality-check-time" className="bl-rc__text">
          You have been logged in for {formatLoggedIn(now - Date.parse(sessionStartedAt))}.
        </p>
        <p id="reality-check-pnl" className="bl-rc__text">
          Profit/loss this session:{' '}
          <span className="bl-rc__pnl" data-tone={tone}>
            {formatPnl(cents)}
          </span>
        </p>
        {/* Opening the history is reading the check: it is answered as with Continue, and the page opens. */}
        <ul className="bl-rc__links">
          <li>
            <RouterLink to="/bet-history" onClick={answer}>
              Bet History
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/account-statement" onClick={answer}>
              Account Statement
            </RouterLink>
          </li>
        </ul>
        <div className="bl-rc__actions">
          <button type="button" className="bl-rc__button" onClick={onLogOut}>
            Log out
          </button>
          <button
            ref={continueRef}
            type="button"
            className="bl-rc__button bl-rc__button--solid"
            onClick={answer}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            Continue
          </button>
        </div>
      </div>
    </div>
  );
}

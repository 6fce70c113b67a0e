import { lazy, memo, Suspense, useState } from 'react';
import { useBetting } from './betting.js';
import { useHoldsMarket } from './Position.js';

// The dialog (and Chakra's dialog machinery) loads only when a player opens a book.
const RunAmountDialog = lazy(() => import('./RunAmountDialog.js').then((m) => ({ default: m.RunAmountDialog })));

/** "Book" on a session row where the player holds bets: opens the run-amount ladder. */
export const BookButton = memo(function BookButton({
  marketId,
  name,
  meter,
}: {
  marketId: string;
  name: string;
  meter: boolean;
}) {
  const betting = useBetting();
  const holds = useHoldsMarket(marketId);
  const [open, setOpen] = useState(false);
  if (!holds && !open) return null;
  return (
    <>
      {holds ? (
        <button
          type="button"
          className="bl-book"
          aria-haspopup="dialog"
          aria-label={`Book: ${name}`}
          onClick={() => setOpen(true)}
        >
          Book
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <RunAmountDialog
            onClose={() => setOpen(false)}
            matchId={betting.matchId}
            marketId={marketId}
            name={name}
            meter={meter}
          />
        </Suspense>
      ) : null}
    </>
  );
});

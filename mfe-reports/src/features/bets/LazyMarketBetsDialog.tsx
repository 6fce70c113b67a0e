import { lazy, Suspense } from 'react';
import type { MarketBetsDialogProps } from './MarketBetsDialog.js';

// Most visits never open a market's bets: the dialog (and Chakra's dialog machinery) loads on the
// first "View bets".
const MarketBetsDialog = lazy(() => import('./MarketBetsDialog.js').then((m) => ({ default: m.MarketBetsDialog })));

/** MarketBetsDialog, fetched the first time a market is opened. */
export function LazyMarketBetsDialog(props: MarketBetsDialogProps) {
  if (props.market === null) return null;
  return (
    <Suspense fallback={null}>
      <MarketBetsDialog {...props} />
    </Suspense>
  );
}

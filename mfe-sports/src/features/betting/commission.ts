import { useQuery } from '@tanstack/react-query';
import type { CommissionRate } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { commissionRatesQuery } from '@backlay/shared/query';
import type { MarketType } from '@backlay/shared/sports';

/** The commission (basis points: 100 = 1 %) a market type pays on net winnings under `rates`. */
export function commissionBpOf(rates: readonly CommissionRate[] | undefined, type: MarketType): number {
  const percent = rates?.find((r) => r.marketType === type)?.percent ?? 0;
  return Math.round(percent * 100);
}

/**
 * The operator's commission on net winnings for markets of `type`, in basis points: 0 until the
 * schedule has loaded, and if it cannot be (the slip then shows winnings before commission, as
 * it did before commission existed, rather than a wrong figure after it).
 */
export function useCommissionBp(type: MarketType): number {
  const host = useHost();
  const { data } = useQuery(commissionRatesQuery(host.http, { silent: true }));
  return commissionBpOf(data, type);
}

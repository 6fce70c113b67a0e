/**
 * Cash out under a match odds or bookmaker market the player has bets on: the quote (the one
 * opposite bet at the best price on offer that makes their profit the same on every runner, see
 * `cashOutQuote`) follows the prices live; all of it or a part is placed as a bet with
 * POST /bet/cashOut, through the in-play delay and the server's own check of the quote.
 */
import { memo, useMemo, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { betKindOf } from '@backlay/shared/api';
import {
  bookFamily,
  cashOut,
  cashOutQuote,
  newIdempotencyKey,
  type CashOutAnswer,
  type CashOutPrices,
} from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import type { MatchState } from '../../data/contract.js';
import { formatPrice } from '../../lib/format.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { findMarket, type MarketInfo } from '../live/selectors.js';
import { usePrice } from '../live/usePrice.js';
import { useBetting, useBettingValue, type BettingState } from './betting.js';
import { formatAmount, formatPnl, pnlTone, toUnits } from './money.js';
import { openBookBets } from './outcomes.js';
import { refusalOf } from './placement.js';

export const CASH_OUT_PERCENTS = [25, 50, 75, 100] as const;

const NO_PRICES: CashOutPrices[] = [];

function pricesOf(state: MatchState | null, marketId: string): CashOutPrices[] {
  const market = findMarket(state, marketId);
  if (!market) return NO_PRICES;
  return market.runners.map((r) => ({
    selectionId: r.selectionId,
    back: r.status === 'ACTIVE' ? (r.ex.availableToBack[0]?.price ?? null) : null,
    lay: r.status === 'ACTIVE' ? (r.ex.availableToLay[0]?.price ?? null) : null,
  }));
}

const pricesEqual = (a: CashOutPrices[], b: CashOutPrices[]) =>
  a.length === b.length &&
  a.every((p, i) => p.selectionId === b[i]?.selectionId && p.back === b[i]?.back && p.lay === b[i]?.lay);

const selectBets = (s: BettingState | null) => s?.bets ?? null;

/** Whether cash out can apply to a market at all: match-odds-style and bookmaker runner books. */
export function cashesOut(info: MarketInfo): boolean {
  const family = bookFamily(info.type, info.priceKind);
  return betKindOf(info.type) === 'matchBetting' && (family === 'odds' || family === 'bookmaker');
}

/**
 * Cash out for a market, there only while the player has open bets on it: a market without bets
 * does not follow its prices for a quote (the match page has many).
 */
export const CashOutSlot = memo(function CashOutSlot({ info }: { info: MarketInfo }) {
  const selector = useMemo(
    () => (s: BettingState | null) =>
      s?.bets.some(
        (b) => b.betId === info.id && b.deleteReason === null && (b.result === 'PENDING' || b.result === 'UNDECLARE'),
      ) ?? false,
    [info.id],
  );
  const holds = useBettingValue(selector);
  return holds && cashesOut(info) ? <CashOut info={info} /> : null;
});

type Phase = { kind: 'idle' } | { kind: 'placing' } | { kind: 'refused'; message: string };

/** The quote in words: "Lay Team A 1,250 at 2". */
function betWords(answer: CashOutAnswer, info: MarketInfo): string {
  if (!answer.ok) return '';
  const { bet } = answer.quote;
  const runner = info.runners.find((r) => r.selectionId === bet.selectionId)?.name ?? '';
  const side = bet.side === 'LAY' ? 'Lay' : 'Back';
  return `${side} ${runner} ${formatAmount(toUnits(bet.stakeCents))} at ${formatPrice(bet.odds, info.priceKind)}`;
}

export const CashOut = memo(function CashOut({ info }: { info: MarketInfo }) {
  const host = useHost();
  const betting = useBetting();
  const bets = useBettingValue(selectBets);
  const priceSelector = useMemo(() => (s: MatchState | null) => pricesOf(s, info.id), [info.id]);
  const prices = usePrice(priceSelector, pricesEqual);
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number>(100);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const open_ = useMemo(() => (bets ? openBookBets(bets, info.id) : []), [bets, info.id]);
  const market = useMemo(
    () => ({
      type: info.type,
      priceKind: info.priceKind,
      selectionIds: info.runners.map((r) => r.selectionId),
      range: null,
    }),
    [info],
  );
  const limits = useMemo(
    () => ({ minStakeCents: info.minBet * 100, maxStakeCents: info.maxBet * 100 }),
    [info.minBet, info.maxBet],
  );
  const full = useMemo(
    () => (open_.length > 0 ? cashOutQuote(market, open_, prices, 100, limits) : null),
    [market, open_, prices, limits],
  );
  const chosen = useMemo(
    () => (open_.length > 0 ? cashOutQuote(market, open_, prices, percent, limits) : null),
    [market, open_, prices, percent, limits],
  );
  // One key per quote: a retry of the same quote (its answer was lost) gets its first bet back.
  const keys = useRef(new Map<string, string>());

  if (full === null || (!full.ok && (full.reason === 'no-position' || full.reason === 'level'))) return null;
  const suspended = info.status !== 'OPEN';
  const placing = phase.kind === 'placing';

  const place = async () => {
    if (!chosen?.ok || suspended || placing) return;
    const { bet } = chosen.quote;
    const quoted = `${bet.selectionId}:${bet.side}:${bet.odds}:${bet.stakeCents}:${percent}`;
    const idempotencyKey = keys.current.get(quoted) ?? newIdempotencyKey();
    keys.current.set(quoted, idempotencyKey);
    setPhase({ kind: 'placing' });
    try {
      await cashOut(
        host.http,
        {
          idempotencyKey,
          matchId: betting.matchId,
          marketId: info.id,
          percent,
          selectionId: bet.selectionId,
          betType: bet.side,
          odds: bet.odds,
          stake: toUnits(bet.stakeCents),
        },
        { silent: true },
      );
      host.toast.show(`Cashed out${percent < 100 ? ` ${percent} %` : ''}: ${betWords(chosen, info)}`, 'success');
      betting.refresh();
      setPhase({ kind: 'idle' });
      setOpen(false);
    } catch (error) {
      setPhase({ kind: 'refused', message: refusalOf(error).message });
    }
  };

  return (
    <Box
      px={{ base: 2, md: 3 }}
      py={2}
      borderTop="1px solid"
      borderColor="gray.200"
      fontSize="13px"
      data-testid="cash-out"
    >
      <Box display="flex" flexWrap="wrap" alignItems="center" gap={2}>
        {full.ok ? (
          <PlainButton
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
            px={3}
            h="32px"
            borderRadius="sm"
            bg="#c98a00"
            color="#1a1200"
            fontWeight="800"
          >
            Cash out <span data-testid="cash-out-value">{formatPnl(full.quote.profitCents)}</span>
          </PlainButton>
        ) : (
          <Box color="gray.700" data-testid="cash-out-unavailable">
            Cash out: {full.message}
          </Box>
        )}
        {suspended ? (
          <Box color="#7a1f1f" fontWeight="700">
            Not offered while the market is {info.status.toLowerCase()}.
          </Box>
        ) : null}
      </Box>

      {open && full.ok ? (
        <Box mt={2} p={2} bg="#fff8e6" border="1px solid #e3c26b" borderRadius="sm" role="group" aria-label="Cash out">
          <Box role="radiogroup" aria-label="How much to cash out" display="flex" flexWrap="wrap" gap={1.5}>
            {CASH_OUT_PERCENTS.map((p) => (
              <PlainButton
                key={p}
                type="button"
                role="radio"
                aria-checked={percent === p}
                onClick={() => {
                  setPercent(p);
                  setPhase({ kind: 'idle' });
                }}
                minW="56px"
                h="30px"
                borderRadius="sm"
                border="1px solid #0b2b3c"
                bg={percent === p ? '#0b2b3c' : 'white'}
                color={percent === p ? 'white' : '#0b2b3c'}
                fontWeight="700"
              >
                {p === 100 ? 'All' : `${p} %`}
              </PlainButton>
            ))}
          </Box>
          {chosen?.ok ? (
            <>
              <Box as="p" m={0} mt={2} data-testid="cash-out-bet">
                {betWords(chosen, info)}
              </Box>
              <Box as="ul" m={0} mt={1} p={0} listStyleType="none" data-testid="cash-out-after">
                {info.runners.map((r) => {
                  const cents = chosen.quote.runners.get(r.selectionId) ?? 0;
                  return (
                    <Box as="li" key={r.selectionId} display="flex" justifyContent="space-between" gap={3}>
                      <span>{r.name}</span>
                      <strong className={`bl-${pnlTone(cents)}`}>{formatPnl(cents)}</strong>
                    </Box>
                  );
                })}
              </Box>
            </>
          ) : (
            <Box mt={2} color="#7a1f1f" fontWeight="600">
              {chosen && !chosen.ok ? chosen.message : null}
            </Box>
          )}
          {phase.kind === 'refused' ? (
            <Box role="alert" mt={2} color="#7a1f1f" fontWeight="600" data-testid="cash-out-refusal">
              {phase.message}
            </Box>
          ) : null}
          {placing ? (
            <Box role="status" mt={2} fontWeight="700">
              {info.betDelay > 0 ? `Cashing out… (in-play delay ${info.betDelay} s)` : 'Cashing out…'}
            </Box>
          ) : null}
          <Box display="flex" justifyContent="flex-end" gap={2} mt={2}>
            <PlainButton
              type="button"
              onClick={() => void place()}
              disabled={!chosen?.ok || suspended || placing}
              px={4}
              h="36px"
              borderRadius="sm"
              bg="#0f6b2f"
              color="white"
              fontWeight="700"
              _disabled={{ bg: '#6b7c72', cursor: 'not-allowed' }}
            >
              {chosen?.ok && percent === 100
                ? `Cash out for ${formatPnl(chosen.quote.profitCents)}`
                : `Cash out ${percent} %`}
            </PlainButton>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
});

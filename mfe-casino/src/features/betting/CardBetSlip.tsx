/**
 * The bet slip of a card table: opens under the markets from a price, with the casino quick
 * stakes, what the bet wins and risks, and the API's answer in words. It only places on the round
 * it was opened for while its row takes bets.
 */
import { memo, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { PlaceBetRequest, PlacedBet } from '@backlay/shared/api';
import { newIdempotencyKey, placeBet, readAcceptBetterOdds, writeAcceptBetterOdds } from '@backlay/shared/betting';
import type { CardTableDefinition } from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { formatAmount, formatPnl, formatPrice, toUnits } from '../../lib/money.js';
import { useObservable } from '@backlay/shared/ui';
import { QuickStakes, SlipActions, SlipHeading, SlipRefusal, StakeField } from '../../ui/slipParts.js';
import type { RowView } from '../table/tableState.js';
import { checkStake, refusalOf, slipAmounts, type Refusal, type SlipTarget } from './slip.js';
import { casinoStakeButtons } from './stakeButtons.js';

const Form = chakra('form');

type Phase = { kind: 'editing' } | { kind: 'placing' } | ({ kind: 'refused' } & Refusal);

export interface CardBetSlipProps {
  def: CardTableDefinition;
  target: SlipTarget;
  /** The row now (live prices and state), or null when the table no longer shows it. */
  row: RowView | null;
  /** The table's round now. */
  mid: string;
  onClose: (openId: number) => void;
  onPlaced: (bet: PlacedBet) => void;
}

export const CardBetSlip = memo(function CardBetSlip({ def, target, row, mid, onClose, onPlaced }: CardBetSlipProps) {
  const host = useHost();
  const profile = useObservable(host.profile$, null);
  const buttons = useMemo(() => casinoStakeButtons(profile), [profile]);
  const [price, setPrice] = useState(target.price);
  const [stakeText, setStakeText] = useState('');
  const [acceptBetter, setAcceptBetter] = useState(readAcceptBetterOdds);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const mounted = useRef(true);
  const stakeInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    mounted.current = true;
    stakeInput.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const min = row?.min ?? def.min;
  const max = row?.max ?? def.max;
  const check = checkStake(stakeText, min, max);
  const amounts = check.stakeCents === null ? null : slipAmounts(def, target, price, check.stakeCents);
  const stakeError =
    check.error ??
    (check.stakeCents !== null && amounts === null ? 'This selection cannot be priced on this table.' : null);
  const back = target.side === 'back';
  const sideWord = back ? 'Back' : 'Lay';
  const roundChanged = target.mid !== mid;
  const closed = roundChanged || row === null || row.suspended;
  const placing = phase.kind === 'placing';
  const ready = !closed && !placing && check.stakeCents !== null && amounts !== null;

  /** A new stake or price is a new attempt: a new key, and an old refusal no longer applies. */
  const edited = () => {
    setIdempotencyKey(newIdempotencyKey());
    setPhase({ kind: 'editing' });
  };
  const changeStake = (text: string) => {
    setStakeText(text);
    edited();
  };
  const changeAcceptBetter = (value: boolean) => {
    setAcceptBetter(value);
    writeAcceptBetterOdds(value);
    edited();
  };
  const takePrice = (next: number | null) => {
    if (next === null) return;
    setPrice(next);
    edited();
  };
  const close = () => onClose(target.openId);

  const place = async () => {
    if (!ready || check.stakeCents === null) return;
    const body: PlaceBetRequest = {
      idempotencyKey,
      matchId: def.code,
      betId: target.mid,
      selectionId: target.selectionId,
      betType: back ? 'BACK' : 'LAY',
      odds: price,
      stake: toUnits(check.stakeCents),
      acceptBetterOdds: acceptBetter,
    };
    setPhase({ kind: 'placing' });
    try {
      const { data } = await placeBet(host.http, 'cardBetting', body, { silent: true });
      const bet = data.bet;
      host.toast.show(
        `Bet placed: ${sideWord} ${target.label}, stake ${formatAmount(bet.stake)} at ${formatPrice(bet.odds)}`,
        'success',
      );
      onPlaced(bet);
    } catch (error) {
      if (mounted.current) setPhase({ kind: 'refused', ...refusalOf(error) });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void place();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !placing) {
      event.stopPropagation();
      close();
    }
  };

  const stakeId = `${ids}-stake`;
  const helpId = `${ids}-help`;

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label={`Bet slip: ${sideWord} ${target.label}`}
      data-testid={CASINO_TEST_IDS.betSlip}
      data-side={target.side}
      bg={back ? '#d6ecfb' : '#fde3e9'}
      borderTop="3px solid"
      borderColor={back ? 'brand.back' : 'brand.lay'}
      borderRadius="md"
      px={{ base: 2, md: 3 }}
      py={2.5}
      mb={3}
      color="gray.900"
    >
      <SlipHeading
        back={back}
        sideWord={sideWord}
        selection={target.label}
        selectionTestId="slip-selection"
        detail={`Round ${target.mid}`}
      />

      <Box display="flex" flexWrap="wrap" gap={3} mt={2} alignItems="flex-start">
        <Box flex="0 0 auto">
          <Box fontSize="12px" fontWeight="700" mb={0.5}>
            Odds
          </Box>
          <Box fontSize="16px" fontWeight="800" lineHeight="36px" data-testid="slip-price">
            {formatPrice(price)}
          </Box>
        </Box>
        <StakeField
          id={stakeId}
          helpId={helpId}
          inputRef={stakeInput}
          value={stakeText}
          onChange={changeStake}
          error={stakeError}
          limits={`Min ${formatAmount(min)} · Max ${formatAmount(max)}`}
          disabled={placing}
        />
      </Box>

      <QuickStakes buttons={buttons} onPick={(value) => changeStake(String(value))} disabled={placing} />

      {amounts ? (
        <Box
          display="flex"
          flexWrap="wrap"
          columnGap={4}
          rowGap={0.5}
          mt={2}
          fontSize="13px"
          fontVariantNumeric="tabular-nums"
          data-testid="slip-outcomes"
        >
          <span data-testid="slip-profit">
            Profit <strong className="cz-up">{formatPnl(amounts.winCents)}</strong>
          </span>
          <span data-testid="slip-liability">
            Liability{' '}
            <strong className={amounts.lossCents > 0 ? 'cz-down' : 'cz-flat'}>
              {formatPnl(-amounts.lossCents || 0)}
            </strong>
          </span>
        </Box>
      ) : null}

      {closed ? (
        <Box role="status" mt={2} fontSize="13px" fontWeight="700" color="#7a1f1f" data-testid="slip-closed">
          {roundChanged
            ? 'This round has ended: pick a price on the new round.'
            : `Betting is closed on ${target.label} for now.`}
        </Box>
      ) : null}

      {phase.kind === 'refused' ? (
        <SlipRefusal
          message={phase.message}
          testId="slip-refusal"
          take={
            phase.current !== null
              ? { label: formatPrice(phase.current), onTake: () => takePrice(phase.current) }
              : null
          }
        />
      ) : null}

      {placing ? (
        <Box role="status" mt={2} fontSize="13px" fontWeight="700" data-testid="slip-placing">
          Placing your bet…
        </Box>
      ) : null}

      <SlipActions
        acceptBetter={acceptBetter}
        onAcceptBetter={changeAcceptBetter}
        onCancel={close}
        placing={placing}
        ready={ready}
      />
    </Form>
  );
});

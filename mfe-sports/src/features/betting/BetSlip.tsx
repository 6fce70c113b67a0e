/**
 * The bet slip: opens inline under the market whose price was clicked (one tree on every width).
 * The price and stake are checked as they are typed, the "if placed" numbers follow the stake,
 * and an in-play market's delay counts down while the server holds the bet. On ladder markets the
 * bet is an exchange order (`orders.ts`): what the prices on offer take matches at once, the rest
 * waits at the player's price, and the player chooses what it does at the in-play turn.
 */
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { betKindOf, type InPlayChoice, type PlacedBet } from '@backlay/shared/api';
import {
  afterCommission,
  newIdempotencyKey,
  placeBet,
  placeOrder,
  readAcceptBetterOdds,
  stepPrice,
  writeAcceptBetterOdds,
  type BetAmounts,
} from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { formatPrice } from '../../lib/format.js';
import { useObservable } from '@backlay/shared/ui';
import {
  QuickStakes,
  SlipActions,
  SlipConfirm,
  SlipHeading,
  SlipInput,
  SlipLabel,
  SlipRefusal,
  StakeField,
} from '../../ui/slipParts.js';
import type { MatchState } from '../../data/contract.js';
import { findMarket, type MarketInfo } from '../live/selectors.js';
import { usePrice } from '../live/usePrice.js';
import { overlayText } from '../match-detail/markets/parts.js';
import { useBetting, useBettingValue, type BettingState, type SlipTarget } from './betting.js';
import { formatAmount, formatPnl, parsePrice, pnlTone, toUnits } from './money.js';
import { betSideOf, isLadderBook, openBookBets, whatIf, type PositionView } from './outcomes.js';
import { confirmation, placeRequest, priceWords, refusalOf, SIDE_WORDS, type Refusal } from './placement.js';
import { useBetSettings, useSaveBetSettings } from './settings.js';
import { useCommissionBp } from './commission.js';
import { openOrdersKey, orderRequest, orderWords, takesOrders } from './orders.js';
import { checkSlip } from './slipCheck.js';
import { stakeButtons } from './stakeButtons.js';

const Step = chakra('button', {
  base: {
    cursor: 'pointer',
    color: 'inherit',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' },
    flexShrink: 0,
    w: '36px',
    h: '36px',
    border: '1px solid',
    borderColor: 'gray.500',
    borderRadius: 'sm',
    bg: 'white',
    fontSize: '18px',
    fontWeight: '700',
    lineHeight: 1,
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
});

const Form = chakra('form');
const Fieldset = chakra('fieldset');

const IN_PLAY_CHOICES: readonly { value: InPlayChoice; label: string }[] = [
  { value: 'LAPSE', label: 'Cancel' },
  { value: 'KEEP', label: 'Keep' },
];

/**
 * What the unmatched part of an order does at the in-play turn: lapse (the default) or keep
 * waiting. On a market in play already there is no turn ahead, so the slip says what happens instead.
 */
function UnmatchedChoice({
  name,
  value,
  onChange,
  inPlay,
  disabled,
}: {
  name: string;
  value: InPlayChoice;
  onChange: (value: InPlayChoice) => void;
  inPlay: boolean;
  disabled: boolean;
}) {
  if (inPlay)
    return (
      <Box as="p" m={0} mt={2} fontSize="12px" color="gray.700" data-testid="slip-unmatched-note">
        What is not matched at once waits at your price until it is matched, you cancel it, or the market closes.
      </Box>
    );
  return (
    <Fieldset
      m={0}
      mt={2}
      p={0}
      border={0}
      minW={0}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      columnGap={3}
      rowGap={1}
      fontSize="13px"
      data-testid="slip-in-play"
    >
      <Box as="legend" float="left" p={0} mr={1} fontSize="12px" fontWeight="700">
        If unmatched at in-play:
      </Box>
      {IN_PLAY_CHOICES.map((choice) => (
        <Box as="label" key={choice.value} display="flex" alignItems="center" gap={1.5} cursor="pointer">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            disabled={disabled}
          />
          {choice.label}
        </Box>
      ))}
    </Fieldset>
  );
}

type Phase =
  | { kind: 'editing' }
  /** The player has the confirm step on: the bet is shown once more before it is placed. */
  | { kind: 'confirming' }
  | { kind: 'placing'; endsAt: number | null }
  | ({ kind: 'rejected' } & Refusal);

const EDITING: Phase = { kind: 'editing' };

/**
 * Seconds left until `endsAt`, ticking while there is one. The clock is read as an external store:
 * the value is computed when React renders, and the slip renders again only when it changes.
 */
function useCountdown(endsAt: number | null): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (endsAt === null) return () => undefined;
      const timer = setInterval(changed, 250);
      return () => clearInterval(timer);
    },
    [endsAt],
  );
  return useSyncExternalStore(subscribe, () =>
    endsAt === null ? null : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)),
  );
}

const NO_BETS: readonly PlacedBet[] = [];
const selectBets = (s: BettingState | null) => s?.bets ?? NO_BETS;

/** "+148.50 after 1 % commission" beside a winning figure, when the market pays commission. */
function Kept({ cents, bp }: { cents: number; bp: number }) {
  if (bp === 0 || cents <= 0) return null;
  return (
    <Box as="span" display="block" fontSize="11px" fontWeight="400" color="gray.700" data-testid="slip-kept">
      {formatPnl(afterCommission(cents, bp))} after {bp / 100} % commission
    </Box>
  );
}

function Outcomes({
  info,
  view,
  amounts,
  commissionBp,
}: {
  info: MarketInfo;
  view: PositionView;
  amounts: BetAmounts;
  /** The market's commission on net winnings (basis points; 0: none). */
  commissionBp: number;
}) {
  const runnerBook = !isLadderBook(info.type, info.priceKind) && view.yesCents === null;
  return (
    <Box mt={2} fontSize="13px" data-testid="slip-outcomes">
      <Box as="h4" m={0} mb={1} fontSize="12px" fontWeight="700" color="gray.700">
        If this bet is placed
      </Box>
      {commissionBp > 0 ? (
        <Box as="p" m={0} mb={1} fontSize="11px" color="gray.700" data-testid="slip-commission">
          Commission: {commissionBp / 100} % of your net winnings on this market, taken when it settles.
        </Box>
      ) : null}
      {runnerBook ? (
        <Box
          as="ul"
          m={0}
          p={0}
          listStyleType="none"
          display="grid"
          gridTemplateColumns="minmax(0, 1fr) auto"
          columnGap={3}
          rowGap={0.5}
        >
          {info.runners.map((r) => {
            const cents = view.runners.get(r.selectionId) ?? 0;
            return (
              <Box as="li" key={r.selectionId} display="contents" data-testid={`outcome-${r.selectionId}`}>
                <Box as="span" overflowWrap="anywhere">
                  {r.name}
                </Box>
                <Box
                  as="span"
                  className={`bl-${pnlTone(cents)}`}
                  fontWeight="700"
                  textAlign="right"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatPnl(cents)}
                  <Kept cents={cents} bp={commissionBp} />
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Box display="flex" flexWrap="wrap" columnGap={4} rowGap={0.5} fontVariantNumeric="tabular-nums">
          <span data-testid="slip-win">
            Win <strong className="bl-up">{formatPnl(amounts.winCents)}</strong>
            <Kept cents={amounts.winCents} bp={commissionBp} />
          </span>
          <span data-testid="slip-liability">
            Liability{' '}
            <strong className={amounts.lossCents > 0 ? 'bl-down' : 'bl-flat'}>
              {formatPnl(-amounts.lossCents || 0)}
            </strong>
          </span>
        </Box>
      )}
    </Box>
  );
}

export const BetSlip = memo(function BetSlip({ target, info }: { target: SlipTarget; info: MarketInfo }) {
  const host = useHost();
  const betting = useBetting();
  const profile = useObservable(host.profile$, null);
  const buttons = useMemo(() => stakeButtons(profile), [profile]);
  const bets = useBettingValue(selectBets);
  const commissionBp = useCommissionBp(info.type);
  const confirmFirst = useBetSettings()?.confirmBets ?? false;
  const saveSettings = useSaveBetSettings();
  const kind = info.priceKind;
  const back = target.side === 'back';
  const betType = betSideOf(target.side, kind);
  const runner = info.runners.find((r) => r.selectionId === target.selectionId);
  const runnerName = runner?.name ?? info.name;
  const queryClient = useQueryClient();
  const ordered = takesOrders(info);
  const inPlaySelector = useMemo(() => (s: MatchState | null) => findMarket(s, info.id)?.inPlay ?? false, [info.id]);
  const marketInPlay = usePrice(inPlaySelector);
  const [inPlayChoice, setInPlayChoice] = useState<InPlayChoice>('LAPSE');

  const [priceText, setPriceText] = useState(() => formatPrice(target.price, kind));
  const [rate, setRate] = useState(target.rate);
  const [stakeText, setStakeText] = useState('');
  const [acceptBetter, setAcceptBetter] = useState(readAcceptBetterOdds);

  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [phase, setPhase] = useState<Phase>(EDITING);
  const mounted = useRef(true);
  const stakeInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const countdown = useCountdown(phase.kind === 'placing' ? phase.endsAt : null);

  useEffect(() => {
    mounted.current = true;
    stakeInput.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = checkSlip({ priceText, stakeText, priceKind: kind, minBet: info.minBet, maxBet: info.maxBet });
  const current = useMemo(() => openBookBets(bets, info.id), [bets, info.id]);
  const outcome = useMemo(() => {
    if (check.price === null || check.stakeCents === null) return null;
    return whatIf(info, current, {
      side: betType,
      selectionId: target.selectionId,
      odds: check.price,
      rate,
      stakeCents: check.stakeCents,
    });
  }, [info, current, betType, target.selectionId, check.price, check.stakeCents, rate]);
  const tooLarge = check.price !== null && check.stakeCents !== null && outcome === null;
  const stakeError = check.stakeError ?? (tooLarge ? 'This stake is too large for this price.' : null);

  const { openId } = target;
  useEffect(() => {
    betting.setWhatIf(openId, outcome ? outcome.view : null);
  }, [betting, openId, outcome]);
  useEffect(() => () => betting.setWhatIf(openId, null), [betting, openId]);

  const blocked = overlayText(info.status, runner?.status ?? 'SUSPENDED');
  const placing = phase.kind === 'placing';
  const ready = outcome !== null && check.price !== null && check.stakeCents !== null && blocked === null && !placing;

  /** A new price or stake is a new attempt: a new key, and an old refusal no longer applies. */
  const edited = () => {
    setIdempotencyKey(newIdempotencyKey());
    setPhase(EDITING);
  };
  const changePrice = (text: string) => {
    setPriceText(text);
    edited();
  };
  const changeAcceptBetter = (value: boolean) => {
    setAcceptBetter(value);
    writeAcceptBetterOdds(value);
    edited();
  };
  const step = (direction: 'up' | 'down') => {
    const from = parsePrice(priceText) ?? target.price;
    changePrice(formatPrice(stepPrice(from, direction, 'decimal')));
  };
  const changeStake = (text: string) => {
    setStakeText(text);
    edited();
  };
  const changeInPlayChoice = (value: InPlayChoice) => {
    setInPlayChoice(value);
    edited();
  };
  const close = () => betting.closeSlip(openId, true);

  /** An order on a ladder market: the answer says what matched now and what waits. */
  const placeAsOrder = async (odds: number, stakeCents: number): Promise<string> => {
    const body = orderRequest({
      matchId: betting.matchId,
      marketId: info.id,
      selectionId: target.selectionId,
      betType: back ? 'BACK' : 'LAY',
      odds,
      stakeCents,
      idempotencyKey,
      inPlay: marketInPlay ? null : inPlayChoice,
    });
    const response = await placeOrder(host.http, body, { silent: true });
    void queryClient.invalidateQueries({ queryKey: openOrdersKey(betting.matchId) });
    return orderWords(response.data);
  };

  /** A bet at the market's price (bookmaker, sessions, fancy): matched in full or refused. */
  const placeAsBet = async (odds: number, stakeCents: number): Promise<string> => {
    const body = placeRequest({
      matchId: betting.matchId,
      info,
      selectionId: target.selectionId,
      betType,
      odds,
      rate,
      stakeCents,
      acceptBetterOdds: acceptBetter,
      idempotencyKey,
    });
    const response = await placeBet(host.http, betKindOf(info.type), body, { silent: true });
    return confirmation(response.data.bet, kind);
  };

  const place = async () => {
    if (!ready || check.price === null || check.stakeCents === null) return;
    setPhase({ kind: 'placing', endsAt: info.betDelay > 0 ? Date.now() + info.betDelay * 1000 : null });
    try {
      const words = ordered
        ? await placeAsOrder(check.price, check.stakeCents)
        : await placeAsBet(check.price, check.stakeCents);
      host.toast.show(words, 'success');
      betting.refresh();
      betting.closeSlip(openId, true);
    } catch (error) {
      if (mounted.current) setPhase({ kind: 'rejected', ...refusalOf(error) });
    }
  };

  const takePrice = (next: { odds: number; ratePercent?: number }) => {
    setPriceText(formatPrice(next.odds, kind));
    if (next.ratePercent !== undefined) setRate(next.ratePercent);
    edited();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    // With the confirm step on, the first press shows the bet once more; Confirm places it.
    if (confirmFirst && phase.kind !== 'confirming') setPhase({ kind: 'confirming' });
    else void place();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !placing) {
      event.stopPropagation();
      close();
    }
  };

  const sideWord = SIDE_WORDS[betType] ?? betType;
  const priceError = kind === 'decimal' ? check.priceError : null;
  const priceId = `${ids}-price`;
  const stakeId = `${ids}-stake`;
  const stakeHelpId = `${ids}-stake-help`;
  const limits = `Min ${formatAmount(info.minBet)} · Max ${formatAmount(info.maxBet)}`;

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label={`Bet slip: ${sideWord} ${runnerName}`}
      data-testid="bet-slip"
      data-side={target.side}
      bg={back ? '#d6ecfb' : '#fde3e9'}
      borderTop="3px solid"
      borderColor={back ? 'brand.back' : 'brand.lay'}
      px={{ base: 2, md: 3 }}
      py={2.5}
      color="gray.900"
    >
      <SlipHeading
        back={back}
        sideWord={sideWord}
        selection={runnerName}
        selectionTestId="slip-runner"
        detail={runnerName !== info.name ? info.name : null}
      />

      <Box display="flex" flexWrap="wrap" gap={3} mt={2} alignItems="flex-start">
        {kind === 'decimal' ? (
          <Box flex="1 1 160px" minW={0}>
            <SlipLabel htmlFor={priceId}>Odds</SlipLabel>
            <Box display="flex" gap={1}>
              <Step type="button" aria-label="Lower the odds" onClick={() => step('down')} disabled={placing}>
                −
              </Step>
              <SlipInput
                id={priceId}
                inputMode="decimal"
                autoComplete="off"
                value={priceText}
                onChange={(e) => changePrice(e.currentTarget.value)}
                aria-invalid={priceError !== null}
                aria-describedby={priceError !== null ? `${priceId}-error` : undefined}
                disabled={placing}
              />
              <Step type="button" aria-label="Raise the odds" onClick={() => step('up')} disabled={placing}>
                +
              </Step>
            </Box>
            {priceError !== null ? (
              <Box id={`${priceId}-error`} mt={1} fontSize="12px" color="#9b1c1c" fontWeight="600">
                {priceError}
              </Box>
            ) : null}
          </Box>
        ) : (
          <Box flex="1 1 120px" minW={0} display="flex" gap={4}>
            <Box>
              <Box fontSize="12px" fontWeight="700" mb={0.5}>
                {kind === 'line' ? 'Runs' : 'Rate'}
              </Box>
              <Box fontSize="16px" fontWeight="800" lineHeight="36px" data-testid="slip-price">
                {priceText}
              </Box>
            </Box>
            {kind === 'line' && rate !== null ? (
              <Box>
                <Box fontSize="12px" fontWeight="700" mb={0.5}>
                  Rate
                </Box>
                <Box fontSize="16px" fontWeight="800" lineHeight="36px" data-testid="slip-rate">
                  {rate}
                </Box>
              </Box>
            ) : null}
          </Box>
        )}

        <StakeField
          id={stakeId}
          helpId={stakeHelpId}
          inputRef={stakeInput}
          value={stakeText}
          onChange={changeStake}
          error={stakeError}
          limits={limits}
          disabled={placing}
        />
      </Box>

      <QuickStakes buttons={buttons} onPick={(value) => changeStake(String(value))} disabled={placing} />

      {ordered ? (
        <UnmatchedChoice
          name={`${ids}-in-play`}
          value={inPlayChoice}
          onChange={changeInPlayChoice}
          inPlay={marketInPlay}
          disabled={placing}
        />
      ) : null}

      {outcome ? (
        <Outcomes info={info} view={outcome.view} amounts={outcome.amounts} commissionBp={commissionBp} />
      ) : null}

      {blocked !== null ? (
        <Box role="status" mt={2} fontSize="13px" fontWeight="700" color="#7a1f1f">
          {info.status === 'CLOSED' ? 'This market is closed.' : `Betting is paused on this market (${blocked}).`}
        </Box>
      ) : null}

      {phase.kind === 'rejected' ? (
        <SlipRefusal
          message={phase.message}
          testId="slip-rejection"
          take={
            phase.current
              ? {
                  label: priceWords(phase.current.odds, phase.current.ratePercent ?? rate, kind),
                  onTake: () => phase.current && takePrice(phase.current),
                }
              : null
          }
        />
      ) : null}

      {placing ? (
        <Box role="status" mt={2} fontSize="13px" fontWeight="700" data-testid="slip-placing">
          {countdown !== null && countdown > 0 ? `Placing your bet… ${countdown} s` : 'Placing your bet…'}
        </Box>
      ) : null}

      {phase.kind === 'confirming' && check.price !== null && check.stakeCents !== null ? (
        <SlipConfirm
          words={`${sideWord} ${runnerName} at ${priceWords(check.price, rate, kind)}, stake ${formatAmount(toUnits(check.stakeCents))}`}
          onEdit={() => {
            setPhase(EDITING);
            stakeInput.current?.focus();
          }}
        />
      ) : (
        <SlipActions
          acceptBetter={acceptBetter}
          // An order takes every better price on offer: there is nothing to choose.
          {...(ordered ? {} : { onAcceptBetter: changeAcceptBetter })}
          confirmFirst={confirmFirst}
          onConfirmFirst={(value) => saveSettings({ confirmBets: value })}
          onCancel={close}
          placing={placing}
          ready={ready}
        />
      )}
    </Form>
  );
});

/** The slip of a market, when the open one is on it. */
export const SlipSlot = memo(function SlipSlot({ info }: { info: MarketInfo }) {
  const selector = useMemo(
    () => (s: BettingState | null) => (s?.slip?.marketId === info.id ? s.slip : null),
    [info.id],
  );
  const slip = useBettingValue(selector);
  if (!slip) return null;
  return <BetSlip key={slip.openId} target={slip} info={info} />;
});

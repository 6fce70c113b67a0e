/**
 * A live card table, drawn from its definition: the round header, the hands, the markets by
 * group (or the rank picker of 3 Cards Judgement), the bet slip, the player's bets on the round,
 * the last results with their verification, and the rules. One tree on every width.
 */
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { PlacedBet } from '@backlay/shared/api';
import { cardPositions, cardSelection, type CardBookBet, type CardTableDefinition } from '@backlay/shared/cards';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { toCents } from '../../lib/money.js';
import { Notice, Page } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { CardBetSlip } from '../betting/CardBetSlip.js';
import { MyBets } from '../betting/MyBets.js';
import type { SlipTarget } from '../betting/slip.js';
import { useTableBets, type RoundSettled } from '../betting/useTableBets.js';
import { JudgementPicker, type JudgementEncoder, type JudgementPick } from '../judgement/JudgementPicker.js';
import { LastResults } from '../results/LastResults.js';
import { Hands } from './Hands.js';
import { Markets, type Side } from './Markets.js';
import { RoundHeader } from './RoundHeader.js';
import { Rules } from './Rules.js';
import { Scoreboard } from './Scoreboard.js';
import {
  groupRows,
  NO_ROUND,
  pnlForRound,
  pnlSettled,
  roundBets,
  roundOfBetId,
  type RoundPnl,
  type RowView,
} from './tableState.js';
import { useCardTable } from './useCardTable.js';
import { useWindowClosed } from './useCountdown.js';

// The round check (a dialog, with its component library parts) loads when a result is first opened.
const RoundDetailDialog = lazy(() =>
  import('../results/RoundDetailDialog.js').then((m) => ({ default: m.RoundDetailDialog })),
);

/** The player's open bets on the round in the card book's terms; a bet the table cannot price is left out of the positions. */
function positionsOf(def: CardTableDefinition, bets: readonly PlacedBet[]): Map<number, number> {
  const book: CardBookBet[] = bets
    .filter((b) => b.betType === 'BACK' || b.betType === 'LAY')
    .filter((b) => cardSelection(def, b.selectionId) !== null)
    .map((b) => ({
      side: b.betType === 'LAY' ? 'LAY' : 'BACK',
      selectionId: b.selectionId,
      odds: b.odds,
      stakeCents: toCents(b.stake),
    }));
  try {
    return cardPositions(def, book);
  } catch (error) {
    if (error instanceof RangeError) return new Map();
    throw error;
  }
}

export interface TableScreenProps {
  def: CardTableDefinition;
  /** 3 Cards Judgement's pick encoding (the judgement family's judgementSelectionId); without it the table shows its plain rows. */
  judgementEncoder?: JudgementEncoder | null;
}

/** The round result's line: one line of text high (13 px at 1.5, 8 px above and below), with or without a result. */
const RESULT_LINE = { px: 3, py: 2, minH: '35.5px', fontSize: '13px', fontWeight: '700', lineHeight: '1.5' } as const;

export function TableScreen({ def, judgementEncoder = null }: TableScreenProps) {
  // The table's first drawing is done in slices, between which the browser answers input and
  // paints (the loading line stays until it is done); the socket's updates wait for it.
  const [shown, setShown] = useState(false);
  const { feed, status, retry } = useCardTable(def.code, { shown });
  const drawn = useDeferredValue(status !== 'loading' || feed.snapshot !== null, false);
  if (drawn !== shown) setShown(drawn);
  const t1 = feed.snapshot?.t1 ?? null;
  const mid = t1?.mid ?? NO_ROUND;
  const windowClosed = useWindowClosed(t1?.closesAt ?? null, feed.offsetMs);
  const groups = useMemo(() => groupRows(def, feed.snapshot, windowClosed), [def, feed.snapshot, windowClosed]);
  const rowsBySid = useMemo(() => new Map(groups.flatMap((g) => g.rows.map((r) => [r.sid, r] as const))), [groups]);

  // The round's P/L belongs to its mid: a new round (or mid 0) clears it (spec section 4).
  const midRef = useRef(mid);
  useEffect(() => {
    midRef.current = mid;
  }, [mid]);
  const [pnl, setPnl] = useState<RoundPnl>({ mid, cents: null });
  const onSettled = useCallback(
    (s: RoundSettled) => setPnl((p) => pnlSettled(pnlForRound(p, midRef.current), s.mid, s.cents)),
    [],
  );
  const roundPnl = pnlForRound(pnl, mid).cents;

  const { bets, status: betsStatus, refresh, add } = useTableBets(def.code, onSettled);
  const mine = useMemo(() => roundBets(bets, def.code, mid), [bets, def.code, mid]);
  const positions = useMemo(() => positionsOf(def, mine), [def, mine]);

  const [slip, setSlip] = useState<SlipTarget | null>(null);
  const [placed, setPlaced] = useState<{ mid: string; text: string } | null>(null);
  const [detailMid, setDetailMid] = useState<string | null>(null);
  const openCount = useRef(0);
  const trigger = useRef<HTMLElement | null>(null);

  // A slip is for one round: when the table moves on it goes (its confirmation is shown for its round only).
  if (slip && slip.mid !== mid) setSlip(null);

  const open = useCallback((target: Omit<SlipTarget, 'openId' | 'mid'>, from: HTMLElement) => {
    openCount.current += 1;
    trigger.current = from;
    setPlaced(null);
    setSlip({ ...target, mid: midRef.current, openId: openCount.current });
  }, []);

  const onPick = useCallback(
    ({ sid, side, trigger: from }: { sid: number; side: Side; trigger: HTMLElement }) => {
      const row = rowsBySid.get(sid);
      if (!row || row.suspended) return;
      const price = side === 'lay' ? row.lay : row.back;
      if (price === null) return;
      open({ selectionId: sid, rowSid: sid, label: row.nat, side, price }, from);
    },
    [rowsBySid, open],
  );

  const onJudgement = useCallback(
    ({ side, ranks, row, trigger: from }: JudgementPick) => {
      if (!judgementEncoder || row.suspended) return;
      const selectionId = judgementEncoder(side, ranks);
      const label = cardSelection(def, selectionId)?.label ?? `${side} ${ranks.join('')}`;
      open({ selectionId, rowSid: row.sid, label, side: 'back', price: row.back }, from);
    },
    [def, judgementEncoder, open],
  );

  const closeSlip = useCallback((openId: number) => {
    setSlip((s) => (s && s.openId === openId ? null : s));
    if (trigger.current?.isConnected) trigger.current.focus();
    trigger.current = null;
  }, []);

  const onPlaced = useCallback(
    (bet: PlacedBet) => {
      add(bet);
      refresh();
      setSlip(null);
      // The bet's own round: an answer that lands after the table moved on is not shown on the new round.
      setPlaced({
        mid: roundOfBetId(bet.betId),
        text: `Bet placed: ${bet.betType === 'LAY' ? 'Lay' : 'Back'} ${bet.teamName}`,
      });
    },
    [add, refresh],
  );

  const judgement = def.family === 'judgement' && judgementEncoder !== null;
  const slipRow: RowView | null = slip ? (rowsBySid.get(slip.rowSid) ?? null) : null;

  if (!drawn || (status === 'loading' && !feed.snapshot)) {
    return (
      <Page label={def.name} testId={CASINO_TEST_IDS.table}>
        <Notice>Loading {def.name}…</Notice>
      </Page>
    );
  }
  if (status === 'error' && !feed.snapshot) {
    return (
      <Page label={def.name} testId={CASINO_TEST_IDS.table}>
        <Notice tone="error">
          {def.name} could not be loaded.{' '}
          <PlainButton type="button" onClick={retry} textDecoration="underline" fontWeight="700">
            Try again
          </PlainButton>
        </Notice>
      </Page>
    );
  }

  return (
    <Page label={def.name} testId={CASINO_TEST_IDS.table}>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
        gap={3}
        alignItems="start"
      >
        <Box minW={0}>
          <Box mb={3} borderRadius="md" overflow="hidden" boxShadow="0 1px 4px rgba(11,43,60,.12)">
            <RoundHeader name={def.name} t1={t1} offsetMs={feed.offsetMs} />
            {t1?.scoreboard ? <Scoreboard board={t1.scoreboard} /> : null}
            <Hands hands={def.hands} dealt={t1?.dealt ?? []} />
            {/* The result's line keeps its place between rounds (empty, on the panel's white), so
                the markets under it never move while a player reaches for a price. */}
            {t1?.result && mid !== NO_ROUND ? (
              <Box {...RESULT_LINE} bg="#e8f5e9" color="#1b5e20" role="status" data-testid="card-result">
                Result: {t1.result.desc || t1.result.win}
              </Box>
            ) : (
              <Box {...RESULT_LINE} bg="white" aria-hidden="true" data-testid="card-result-pending" />
            )}
          </Box>
          {judgement ? (
            <JudgementPicker rows={groups.flatMap((g) => g.rows)} onPick={onJudgement} />
          ) : (
            <Markets groups={groups} positions={positions} onPick={onPick} />
          )}
          {slip && slip.mid === mid ? (
            <CardBetSlip
              key={slip.openId}
              def={def}
              target={slip}
              row={slipRow}
              mid={mid}
              onClose={closeSlip}
              onPlaced={onPlaced}
            />
          ) : null}
          {placed && placed.mid === mid ? (
            <Box
              role="status"
              mb={3}
              px={3}
              py={2}
              borderRadius="md"
              bg="#e8f5e9"
              color="#1b5e20"
              fontSize="14px"
              fontWeight="700"
              data-testid="bet-placed"
            >
              {placed.text}
            </Box>
          ) : null}
        </Box>
        <Box minW={0}>
          <MyBets bets={mine} status={betsStatus} pnlCents={roundPnl} />
          <LastResults def={def} results={feed.lastResults} onOpen={setDetailMid} />
          <Rules name={def.name} rules={def.rules} />
        </Box>
      </Box>
      {detailMid !== null ? (
        <Suspense fallback={null}>
          <RoundDetailDialog def={def} mid={detailMid} onClose={() => setDetailMid(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

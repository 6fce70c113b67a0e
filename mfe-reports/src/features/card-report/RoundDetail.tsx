/**
 * One settled round (`GET /card/result/detail/{mid}`): the cards each hand got, the result (or
 * Void), and the round's check: the commitment published before betting, the salt and shoe revealed
 * after it, and whether they hash to the commitment (see verify.ts). Loaded on demand with the card
 * engines it replays the shoe with, so the report itself stays light.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  cardLabel,
  cardRoundDetail,
  cardTable,
  type CardRoundDetail,
  type CardTableDefinition,
  type DealtCard,
} from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import { ReportResult, formatDateTime, useReportQuery } from '../../ui/index.js';
import { isRedCard, resultParts } from './cardReport.js';
import { checkRound, type RoundCheck } from './verify.js';

export function RoundDetail({ mid }: { mid: string }) {
  const { http } = useHost();
  const query = useReportQuery(queryKeys.results.cardRound(mid), ({ signal }) =>
    cardRoundDetail(http, mid, { signal }).then((answer) => answer.data),
  );
  return (
    <ReportResult
      query={query}
      isEmpty={() => false}
      loadingLabel="Loading the round…"
      errorTitle="The round could not be loaded."
    >
      {(detail) => <RoundContent key={detail.mid} detail={detail} />}
    </ReportResult>
  );
}

interface HandCards {
  key: string;
  label: string;
  cards: DealtCard[];
}

/** The dealt cards by hand, in the table's order of hands (hands the table does not name last). */
function handsOf(def: CardTableDefinition | undefined, dealt: readonly DealtCard[]): HandCards[] {
  const hands: HandCards[] = (def?.hands ?? []).map((hand) => ({ key: hand.key, label: hand.label, cards: [] }));
  for (const card of dealt) {
    let hand = hands.find((h) => h.key === card.hand);
    if (!hand) {
      hand = { key: card.hand, label: card.hand, cards: [] };
      hands.push(hand);
    }
    hand.cards.push(card);
  }
  return hands.filter((hand) => hand.cards.length > 0);
}

function Card({ code }: { code: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      minW="34px"
      px={1.5}
      py={0.5}
      textAlign="center"
      border="1px solid"
      borderColor="gray.300"
      borderRadius="sm"
      bg="white"
      fontWeight="700"
      color={isRedCard(code) ? 'red.600' : 'gray.900'}
    >
      {cardLabel(code) || code}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box mb={2}>
      <Box as="dt" fontSize="xs" fontWeight="700" color="gray.700">
        {label}
      </Box>
      <Box as="dd" m={0} fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

function Outcome({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Box as="p" m={0} mt={1} fontSize="sm" fontWeight="700" color={ok ? 'green.700' : 'red.700'}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {ok ? yes : no}
    </Box>
  );
}

type Check = { kind: 'checking' } | { kind: 'done'; result: RoundCheck } | { kind: 'unsupported' };

function RoundContent({ detail }: { detail: CardRoundDetail }) {
  const def = cardTable(detail.gameType);
  const [check, setCheck] = useState<Check>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    checkRound(detail, def).then(
      (result) => {
        if (live) setCheck(result ? { kind: 'done', result } : { kind: 'unsupported' });
      },
      () => {
        if (live) setCheck({ kind: 'unsupported' });
      },
    );
    return () => {
      live = false;
    };
  }, [detail, def]);

  const { winner, details } = resultParts(detail);
  return (
    <>
      <Box fontSize="sm" color="gray.600" mb={3}>
        Settled {formatDateTime(detail.createdAt)}
      </Box>
      <Box display="flex" flexWrap="wrap" gap={3} mb={3}>
        {handsOf(def, detail.dealt).map((hand) => (
          <Box
            key={hand.key}
            role="group"
            aria-label={hand.label}
            flex="1 1 140px"
            minW="0"
            bg="gray.50"
            borderRadius="md"
            p={2}
          >
            <Box fontSize="sm" fontWeight="700" mb={1}>
              {hand.label}
            </Box>
            <Box display="flex" flexWrap="wrap" gap={1}>
              {hand.cards.map((card, i) => (
                <Card key={`${card.card}-${i}`} code={card.card} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box data-testid={REPORT_TEST_IDS.roundResult} fontSize="sm" mb={3}>
        {detail.voided ? (
          <strong>Void: this round has no result; every bet on it got its stake back.</strong>
        ) : (
          <>
            <strong>Winner: {winner}</strong>
            {details.length > 0 ? <Box mt={1}>{details.join(' · ')}</Box> : null}
          </>
        )}
      </Box>
      <Box as="section" aria-label="Check this round" borderTop="1px solid" borderColor="gray.200" pt={3}>
        <Box as="h3" m={0} mb={2} fontSize="md" fontWeight="800">
          Check this round
        </Box>
        <Box as="p" m={0} mb={2} fontSize="sm" color="gray.700">
          Before betting opened the table published the commitment below: the SHA-256 of the salt and the shuffled shoe,
          which are shown now that the round is over.
        </Box>
        <Box as="dl" m={0}>
          <Field label="Commitment">{detail.commit}</Field>
          <Field label="Salt">{detail.salt}</Field>
          <Field label={`Shoe (${detail.shoe.length} cards, in dealing order)`}>
            {detail.shoe.map((c) => cardLabel(c) || c).join(' ')}
          </Field>
          {check.kind === 'done' ? <Field label="SHA-256 computed here">{check.result.computed}</Field> : null}
        </Box>
        <Box data-testid={REPORT_TEST_IDS.roundVerify} aria-live="polite" mt={2}>
          {check.kind === 'checking' ? <Box fontSize="sm">Checking…</Box> : null}
          {check.kind === 'unsupported' ? (
            <Box fontSize="sm" color="red.700">
              This browser cannot compute the hash here (it needs a secure connection).
            </Box>
          ) : null}
          {check.kind === 'done' ? (
            <>
              <Outcome
                ok={check.result.commitMatches}
                yes="Verified: the salt and shoe hash to the commitment."
                no="Not verified: the salt and shoe do not hash to the commitment."
              />
              {check.result.dealMatches !== null ? (
                <Outcome
                  ok={check.result.dealMatches}
                  yes="The shoe deals exactly these cards."
                  no="Does not match: the shoe does not deal these cards."
                />
              ) : null}
              {check.result.resultMatches !== null ? (
                <Outcome
                  ok={check.result.resultMatches}
                  yes="The cards give this result."
                  no="Does not match: the cards give another result."
                />
              ) : null}
            </>
          ) : null}
        </Box>
      </Box>
    </>
  );
}

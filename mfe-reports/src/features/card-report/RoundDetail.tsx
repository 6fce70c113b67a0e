/**
 * One settled round (`GET /card/result/detail/{mid}`): the cards each hand got, the result (or
 * Void), and the round's check: the commitment published before betting, the salt and shoe revealed
 * after it, and whether they hash to the commitment (checkRound, @backlay/shared/cards). Loaded on demand with the card
 * engines it replays the shoe with, so the report itself stays light.
 */
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  cardLabel,
  cardRoundDetail,
  cardTable,
  checkRound,
  type CardRoundDetail,
  type CardTableDefinition,
  type DealtCard,
  type RoundCheck,
} from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import { ReportResult, formatDateTime, useReportQuery } from '../../ui/index.js';
import { CheckField, CheckOutcomes } from '../../ui/roundCheck.js';
import { isRedCard, resultParts } from './cardReport.js';

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
          <CheckField label="Commitment">{detail.commit}</CheckField>
          <CheckField label="Salt">{detail.salt}</CheckField>
          <CheckField label={`Shoe (${detail.shoe.length} cards, in dealing order)`}>
            {detail.shoe.map((c) => cardLabel(c) || c).join(' ')}
          </CheckField>
          {check.kind === 'done' ? (
            <CheckField label="SHA-256 computed here">{check.result.computed}</CheckField>
          ) : null}
        </Box>
        <Box data-testid={REPORT_TEST_IDS.roundVerify} aria-live="polite" mt={2}>
          {check.kind === 'checking' ? <Box fontSize="sm">Checking…</Box> : null}
          {check.kind === 'unsupported' ? (
            <Box fontSize="sm" color="red.700">
              This browser cannot compute the hash here (it needs a secure connection).
            </Box>
          ) : null}
          {check.kind === 'done' ? <CheckOutcomes result={check.result} /> : null}
        </Box>
      </Box>
    </>
  );
}

/**
 * One settled round: the cards each hand got, the result, and what a player needs to check it
 * was dealt from the shoe committed to before betting (checkRound, @backlay/shared/cards).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import {
  cardLabel,
  checkRound,
  type CardRoundDetail,
  type RoundCheck,
  type CardTableDefinition,
} from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { cardRoundQuery } from '@backlay/shared/query';
import { HttpError } from '@backlay/shared/http';
import { AppDialog } from '../../ui/AppDialog.js';
import { CheckField, CheckOutcomes } from '../../ui/roundCheck.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { Hands } from '../table/Hands.js';
import { resultLetter } from '../table/tableState.js';

type Load = { kind: 'loading' } | { kind: 'ready'; detail: CardRoundDetail } | { kind: 'failed'; message: string };
type Check = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; result: RoundCheck } | { kind: 'unsupported' };

export function RoundDetailDialog({
  def,
  mid,
  onClose,
}: {
  def: CardTableDefinition;
  mid: string;
  onClose: () => void;
}) {
  const { http } = useHost();
  const round = useQuery(cardRoundQuery(http, mid, { silent: true }));
  const load: Load = round.data
    ? { kind: 'ready', detail: round.data }
    : round.isError && !round.isFetching
      ? {
          kind: 'failed',
          message:
            round.error instanceof HttpError && round.error.status === 404
              ? 'This round was not found.'
              : 'The round could not be loaded.',
        }
      : { kind: 'loading' };
  const [check, setCheck] = useState<Check>({ kind: 'idle' });

  // Another round (compared with the last render's) starts over, as does "Try again".
  const [shownMid, setShownMid] = useState(mid);
  if (shownMid !== mid) {
    setShownMid(mid);
    setCheck({ kind: 'idle' });
  }
  const retry = () => {
    setCheck({ kind: 'idle' });
    void round.refetch();
  };

  const verify = (detail: CardRoundDetail) => {
    setCheck({ kind: 'checking' });
    checkRound(detail, def).then(
      (result) => setCheck(result ? { kind: 'done', result } : { kind: 'unsupported' }),
      () => setCheck({ kind: 'unsupported' }),
    );
  };

  return (
    <AppDialog
      open
      lazy={false}
      onClose={onClose}
      title={`${def.name}: round ${mid}`}
      size="md"
      headerBg="#0b2b3c"
      headerColor="white"
    >
      {load.kind === 'loading' ? (
        <Box role="status" textAlign="center" fontSize="14px" color="gray.700">
          Loading the round…
        </Box>
      ) : null}
      {load.kind === 'failed' ? (
        <Box role="alert" textAlign="center" fontSize="14px" color="#9b1c1c">
          {load.message}{' '}
          <PlainButton type="button" onClick={retry} textDecoration="underline" fontWeight="700">
            Try again
          </PlainButton>
        </Box>
      ) : null}
      {load.kind === 'ready' ? (
        <>
          <Box borderRadius="md" overflow="hidden" mb={3}>
            <Hands hands={def.hands} dealt={load.detail.dealt} small />
          </Box>
          <Box fontSize="14px" mb={3} data-testid="round-result">
            {load.detail.voided ? (
              <strong>Void: every bet on this round got its stake back.</strong>
            ) : (
              <>
                <strong>
                  Winner: {resultLetter(def, load.detail.win)} ({load.detail.win})
                </strong>
                {load.detail.desc ? <Box mt={1}>{load.detail.desc}</Box> : null}
              </>
            )}
          </Box>
          <Box as="section" aria-labelledby="verify-title" borderTop="1px solid #e5e7eb" pt={3}>
            <Box as="h3" id="verify-title" m={0} mb={2} fontSize="15px" fontWeight="800">
              Check this round
            </Box>
            <Box as="p" m={0} mb={2} fontSize="13px" color="gray.700">
              Before betting opened the table published the commitment below. It is the SHA-256 of the salt and the
              shuffled shoe, shown now that the round is over.
            </Box>
            <Box as="dl" m={0}>
              <CheckField label="Commitment" testId="detail-commit">
                {load.detail.commit}
              </CheckField>
              <CheckField label="Salt" testId="detail-salt">
                {load.detail.salt}
              </CheckField>
              <CheckField label={`Shoe (${load.detail.shoe.length} cards, in dealing order)`} testId="detail-shoe">
                {load.detail.shoe.map((c) => cardLabel(c) || c).join(' ')}
              </CheckField>
            </Box>
            <PlainButton
              type="button"
              onClick={() => verify(load.detail)}
              disabled={check.kind === 'checking'}
              mt={1}
              px={4}
              h="36px"
              borderRadius="sm"
              bg="#0f6b2f"
              color="white"
              fontSize="14px"
              fontWeight="700"
            >
              Verify
            </PlainButton>
            <Box aria-live="polite" mt={2}>
              {check.kind === 'checking' ? <Box fontSize="13px">Checking…</Box> : null}
              {check.kind === 'unsupported' ? (
                <Box fontSize="13px" color="#9b1c1c" data-testid="verify-unsupported">
                  This browser cannot compute the hash here (it needs a secure connection).
                </Box>
              ) : null}
              {check.kind === 'done' ? (
                <>
                  <CheckOutcomes result={check.result} />
                  <Box as="dl" m={0}>
                    <CheckField label="SHA-256 computed here" testId="verify-computed">
                      {check.result.computed}
                    </CheckField>
                  </Box>
                </>
              ) : null}
            </Box>
          </Box>
        </>
      ) : null}
    </AppDialog>
  );
}

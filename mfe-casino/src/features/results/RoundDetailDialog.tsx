/**
 * One settled round: the cards each hand got, the result, and what a player needs to check it
 * was dealt from the shoe committed to before betting (see verify.ts).
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { cardLabel, familyOf, type CardRoundDetail, type CardTableDefinition } from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { cardRoundQuery } from '@backlay/shared/query';
import { HttpError } from '@backlay/shared/http';
import { PlainButton } from '../../ui/PlainButton.js';
import { Hands } from '../table/Hands.js';
import { resultLetter } from '../table/tableState.js';
import { verifyRound, type Verification } from './verify.js';

type Load = { kind: 'loading' } | { kind: 'ready'; detail: CardRoundDetail } | { kind: 'failed'; message: string };
type Check = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; result: Verification } | { kind: 'unsupported' };

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box mb={2}>
      <Box fontSize="12px" fontWeight="700" color="gray.700">
        {label}
      </Box>
      <Box as="code" display="block" fontFamily="mono" fontSize="12px" overflowWrap="anywhere" data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

function Outcome({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <Box as="p" m={0} mt={1} fontSize="14px" fontWeight="700" color={ok ? '#0f7a35' : '#9b1c1c'} data-testid={testId}>
      {ok ? yes : no}
    </Box>
  );
}

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
    verifyRound(def, detail, familyOf(def)).then(
      (result) => setCheck(result ? { kind: 'done', result } : { kind: 'unsupported' }),
      () => setCheck({ kind: 'unsupported' }),
    );
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden">
            <Dialog.Header bg="#0b2b3c" color="white" py={3} px={4} pr={12}>
              <Dialog.Title fontSize="17px" fontWeight="700" overflowWrap="anywhere">
                {def.name}: round {mid}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: 2, md: 4 }} py={4}>
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
                      Before betting opened the table published the commitment below. It is the SHA-256 of the salt and
                      the shuffled shoe, shown now that the round is over.
                    </Box>
                    <Field label="Commitment" testId="detail-commit">
                      {load.detail.commit}
                    </Field>
                    <Field label="Salt" testId="detail-salt">
                      {load.detail.salt}
                    </Field>
                    <Field label={`Shoe (${load.detail.shoe.length} cards, in dealing order)`} testId="detail-shoe">
                      {load.detail.shoe.map((c) => cardLabel(c) || c).join(' ')}
                    </Field>
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
                          <Outcome
                            ok={check.result.commitMatches}
                            yes="Verified: the salt and shoe hash to the commitment."
                            no="Does not match: the salt and shoe do not hash to the commitment."
                            testId="verify-commit"
                          />
                          {check.result.dealMatches !== null ? (
                            <Outcome
                              ok={check.result.dealMatches}
                              yes="The shoe deals exactly these cards."
                              no="Does not match: the shoe does not deal these cards."
                              testId="verify-deal"
                            />
                          ) : null}
                          {check.result.resultMatches !== null ? (
                            <Outcome
                              ok={check.result.resultMatches}
                              yes="The cards give this result."
                              no="Does not match: the cards give another result."
                              testId="verify-result"
                            />
                          ) : null}
                          <Field label="SHA-256 computed here" testId="verify-computed">
                            {check.result.computed}
                          </Field>
                        </>
                      ) : null}
                    </Box>
                  </Box>
                </>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild position="absolute" top={2} right={2}>
              <CloseButton size="sm" color="white" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import type { ReactNode } from 'react';
import type { RoundCheck } from '../cards/verify.js';
import type { ChakraFactory } from './chakra.js';

export interface CheckFieldProps {
  label: string;
  children: ReactNode;
  testId?: string;
}

/**
 * The parts of a settled round's check (casino results and the card report): a field of the
 * commitment, salt or shoe (inside a `dl`), and what `checkRound` found, line by line.
 */
export function createRoundCheckParts(chakra: ChakraFactory) {
  const Box = chakra('div');
  const Dt = chakra('dt');
  const Dd = chakra('dd');
  const P = chakra('p');

  function CheckField({ label, children, testId }: CheckFieldProps) {
    return (
      <Box mb={2}>
        <Dt fontSize="12px" fontWeight="700" color="gray.700">
          {label}
        </Dt>
        <Dd m={0} fontFamily="mono" fontSize="12px" overflowWrap="anywhere" data-testid={testId}>
          {children}
        </Dd>
      </Box>
    );
  }

  function Outcome({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
    return (
      <P m={0} mt={1} fontSize="14px" fontWeight="700" color={ok ? 'green.700' : 'red.700'} data-testid={testId}>
        <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
        {ok ? yes : no}
      </P>
    );
  }

  function CheckOutcomes({ result }: { result: RoundCheck }) {
    return (
      <>
        <Outcome
          ok={result.commitMatches}
          yes="Verified: the salt and shoe hash to the commitment."
          no="Not verified: the salt and shoe do not hash to the commitment."
          testId="verify-commit"
        />
        {result.dealMatches !== null ? (
          <Outcome
            ok={result.dealMatches}
            yes="The shoe deals exactly these cards."
            no="Does not match: the shoe does not deal these cards."
            testId="verify-deal"
          />
        ) : null}
        {result.resultMatches !== null ? (
          <Outcome
            ok={result.resultMatches}
            yes="The cards give this result."
            no="Does not match: the cards give another result."
            testId="verify-result"
          />
        ) : null}
      </>
    );
  }

  return { CheckField, CheckOutcomes };
}

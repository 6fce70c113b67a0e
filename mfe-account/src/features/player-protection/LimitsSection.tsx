import { useRef, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { PlayerLimit } from '@backlay/shared/api';
import { LIMIT_INCREASE_DELAY_DAYS, LIMIT_INFO, LIMIT_KEYS } from '@backlay/shared/rules';
import { FieldMessage } from '../../ui/FieldMessage.js';
import { refusalText, useSetLimit } from './protection.js';
import { formatAmount, parseLimitAmount, pendingText, usedText } from './protectionText.js';
import { Note, Outcome, Section } from './Section.js';

export const LIMITS_NOTE = `Lowering a limit works at once; raising or removing one takes effect after ${LIMIT_INCREASE_DELAY_DAYS} days.`;

/** The seven limits in their fixed order, whatever order the server lists them in. */
export function LimitsSection({ limits }: { limits: readonly PlayerLimit[] }) {
  return (
    <Section id="limits" title="Limits">
      <Note>{LIMITS_NOTE}</Note>
      <Box display="grid" gap={3}>
        {LIMIT_KEYS.map((key) => (
          <LimitRow
            key={key}
            limit={limits.find((l) => l.key === key) ?? { key, amount: null, pending: null, used: null }}
          />
        ))}
      </Box>
    </Section>
  );
}

function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { label } = LIMIT_INFO[limit.key];
  const change = useSetLimit();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ refused: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = change.isPending;
  const used = usedText(limit);
  const pending = pendingText(limit);
  const removing = limit.pending !== null && limit.pending.amount === null;

  function send(amount: number | null) {
    setOutcome(null);
    change.mutate(
      { key: limit.key, amount },
      {
        onSuccess: (response) => {
          setText('');
          setOutcome({ refused: false, text: response.message ?? 'Saved.' });
        },
        onError: (failure) => {
          const words = refusalText(failure);
          if (words) setOutcome({ refused: true, text: words });
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = parseLimitAmount(text);
    if (!check.ok) {
      setError(check.error);
      setOutcome(null);
      input.current?.focus();
      return;
    }
    setError(null);
    send(check.amount);
  }

  const id = `limit-${limit.key}`;
  return (
    <Box
      as="article"
      aria-labelledby={`${id}-title`}
      border="1px solid #e3e8ec"
      borderRadius="md"
      p={3}
      display="grid"
      gap={{ base: 2, md: 4 }}
      gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 300px' }}
    >
      <Box minW={0}>
        <Box as="h3" id={`${id}-title`} fontSize="15px" fontWeight="700" m={0} mb={1} color="#22313b">
          {label}
        </Box>
        <Box data-part="in-force" fontWeight="600">
          {limit.amount === null ? 'No limit' : `In force: ${formatAmount(limit.amount)}`}
        </Box>
        {used ? (
          <Box fontSize="sm" color="#3b4650">
            {used}
          </Box>
        ) : null}
        {pending ? (
          <Box fontSize="sm" color="#8a5a00" fontWeight="600">
            {pending}
          </Box>
        ) : null}
      </Box>
      <Box asChild display="block" minW={0}>
        <form aria-label={label} noValidate onSubmit={submit}>
          <Box asChild display="block" fontSize="sm" fontWeight="600" mb={1} color="#22313b">
            <label htmlFor={`${id}-amount`}>New limit</label>
          </Box>
          <Box display="flex" gap={2}>
            <Input
              ref={input}
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              size="sm"
              bg="white"
              maxLength={20}
              value={text}
              disabled={busy}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              borderColor={error ? 'red.600' : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
            <Button type="submit" size="sm" bg="brand.solid" color="brand.contrast" flexShrink={0} loading={busy}>
              Set limit
            </Button>
          </Box>
          <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
          {limit.amount !== null && !removing ? (
            <Box
              asChild
              mt={2}
              bg="none"
              border="0"
              p={0}
              color="red.700"
              textDecoration="underline"
              cursor="pointer"
              fontSize="sm"
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <button type="button" disabled={busy} onClick={() => send(null)}>
                Remove limit
              </button>
            </Box>
          ) : null}
          <Outcome outcome={outcome} />
        </form>
      </Box>
    </Box>
  );
}

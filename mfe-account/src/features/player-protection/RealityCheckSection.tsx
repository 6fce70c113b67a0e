import { useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { Protection } from '@backlay/shared/api';
import { REALITY_CHECK_MINUTES } from '@backlay/shared/rules';
import { Choices, type Choice } from './Choices.js';
import { refusalText, useRealityCheckInterval } from './protection.js';
import { formatWhen } from './protectionText.js';
import { Note, Outcome, Section } from './Section.js';

type Minutes = (typeof REALITY_CHECK_MINUTES)[number];

export function minutesLabel(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

const CHOICES: ReadonlyArray<Choice<Minutes>> = REALITY_CHECK_MINUTES.map((m) => ({
  value: m,
  label: minutesLabel(m),
}));

function asMinutes(value: number): Minutes | null {
  return REALITY_CHECK_MINUTES.find((m) => m === value) ?? null;
}

/** How often the reminder of time played and profit or loss appears. */
export function RealityCheckSection({ realityCheck }: { realityCheck: Protection['realityCheck'] }) {
  const change = useRealityCheckInterval();
  const current = asMinutes(realityCheck.intervalMinutes);
  const [chosen, setChosen] = useState<Minutes | null>(null);
  const [outcome, setOutcome] = useState<{ refused: boolean; text: string } | null>(null);
  const choice = chosen ?? current ?? 60;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || choice === current) return;
    setOutcome(null);
    change.mutate(
      { intervalMinutes: choice },
      {
        onSuccess: (response) => {
          setChosen(null);
          setOutcome({
            refused: false,
            text: response.message ?? `The reality check now appears every ${minutesLabel(choice)}.`,
          });
        },
        onError: (failure) => {
          const words = refusalText(failure);
          if (words) setOutcome({ refused: true, text: words });
        },
      },
    );
  }

  return (
    <Section id="reality-check" title="Reality check">
      <Note>
        A reminder of how long you have been logged in and your profit or loss in this session. This session began at{' '}
        {formatWhen(realityCheck.sessionStartedAt)}; the next reminder is due at {formatWhen(realityCheck.dueAt)}.
      </Note>
      <Box asChild display="block">
        <form aria-label="Reality check" noValidate onSubmit={submit}>
          <Choices
            name="reality-check"
            legend="Show the reality check every"
            choices={CHOICES}
            value={choice}
            onChange={(value) => {
              setChosen(value);
              setOutcome(null);
            }}
            disabled={change.isPending}
          />
          <Button
            type="submit"
            size="sm"
            bg="brand.solid"
            color="brand.contrast"
            loading={change.isPending}
            disabled={choice === current}
          >
            Save
          </Button>
          <Outcome outcome={outcome} />
        </form>
      </Box>
    </Section>
  );
}

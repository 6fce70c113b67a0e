import { useRef, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { useHost } from '@backlay/shared/contract';
import {
  COOL_OFF_PERIODS,
  HELP_LINKS,
  PERIOD_LABELS,
  SELF_EXCLUSION_PERIODS,
  SELF_EXCLUSION_REVOKE_DELAY_DAYS,
  type CoolOffPeriod,
  type SelfExclusionPeriod,
} from '@backlay/shared/rules';
import { AccountDialog } from '../../ui/AccountDialog.js';
import { FieldMessage } from '../../ui/FieldMessage.js';
import { Choices } from './Choices.js';
import { refusalText, useTakeBreak, type BreakRequest } from './protection.js';
import { formatWhen, periodEnd } from './protectionText.js';
import { Note, Section } from './Section.js';

export const PASSWORD_REQUIRED = 'Enter your password to confirm.';

type Choice = { kind: 'coolOff'; period: CoolOffPeriod } | { kind: 'selfExclude'; period: SelfExclusionPeriod };

/** The organisations that help, as links (the self-exclusion part and its dialog name them). */
export function HelpLinks() {
  return (
    <Box fontSize="sm" mt={3}>
      <Box as="p" m={0} mb={1}>
        Free, confidential help is available from:
      </Box>
      <Box as="ul" m={0} pl={5} css={{ listStyle: 'disc' }}>
        {HELP_LINKS.map((link) => (
          <li key={link.url}>
            {/* 24 px rows: a link is a touch target of its own (WCAG 2.2 target size). */}
            <Box
              asChild
              color="brand.solid"
              textDecoration="underline"
              display="inline-block"
              minH="24px"
              lineHeight="24px"
            >
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Take a break (cool-off) and self-exclusion: a period each, confirmed with the password in a dialog. */
export function BreakSection() {
  const [coolOff, setCoolOff] = useState<CoolOffPeriod>('24h');
  const [exclusion, setExclusion] = useState<SelfExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState<Choice | null>(null);

  return (
    <>
      <Section id="take-a-break" title="Take a break">
        <Note>
          A break logs you out at once and keeps you from logging in, betting and playing until it ends. Your account
          becomes active again by itself when it does.
        </Note>
        <Choices
          name="cool-off-period"
          legend="Take a break for"
          choices={COOL_OFF_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          value={coolOff}
          onChange={setCoolOff}
        />
        <Button
          size="sm"
          bg="brand.solid"
          color="brand.contrast"
          onClick={() => setConfirming({ kind: 'coolOff', period: coolOff })}
        >
          Take a break
        </Button>
      </Section>
      <Section id="self-exclusion" title="Self-exclusion">
        <Note>
          For a longer stop. Self-exclusion logs you out at once and closes your account to you for the whole period; it
          cannot be shortened. After the period it does not end by itself: you ask for it to end, and it ends{' '}
          {SELF_EXCLUSION_REVOKE_DELAY_DAYS} days later.
        </Note>
        <Choices
          name="self-exclusion-period"
          legend="Self-exclude for"
          choices={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          value={exclusion}
          onChange={setExclusion}
        />
        <Button
          size="sm"
          bg="red.700"
          color="white"
          onClick={() => setConfirming({ kind: 'selfExclude', period: exclusion })}
        >
          Self-exclude
        </Button>
        <HelpLinks />
      </Section>
      {confirming ? <ConfirmBreak choice={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}

function titleOf(choice: Choice): string {
  if (choice.kind === 'coolOff') return `Take a break for ${PERIOD_LABELS[choice.period]}`;
  return choice.period === 'permanent'
    ? 'Self-exclude permanently'
    : `Self-exclude for ${PERIOD_LABELS[choice.period]}`;
}

/** What the dialog says will happen, with the end date the period gives if it starts now. */
function consequences(choice: Choice, now: Date): string {
  const end = periodEnd(choice.period, now);
  const until = end ? formatWhen(end.toISOString()) : null;
  if (choice.kind === 'coolOff') {
    return `You will be logged out at once, on every device, and you will not be able to log in, bet or play until ${until ?? ''}. The break cannot be undone or shortened; your account becomes active again by itself when it ends.`;
  }
  const period = until
    ? `until ${until} at the earliest`
    : 'permanently: you will never be able to use this account again';
  return `You will be logged out at once, on every device, and you will not be able to log in, bet or play ${period}. A self-exclusion cannot be undone or shortened. Open bets are settled as normal.`;
}

function farewell(choice: Choice, until: string | null): string {
  if (choice.kind === 'coolOff')
    return `You are taking a break until ${until ? formatWhen(until) : 'the period ends'}.`;
  return until ? `You have self-excluded until ${formatWhen(until)}.` : 'You have self-excluded permanently.';
}

function ConfirmBreak({ choice, onClose }: { choice: Choice; onClose: () => void }) {
  const { session } = useHost();
  const take = useTakeBreak();
  const [now] = useState(() => new Date());
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ missing: boolean; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = take.isPending || done !== null;
  const exclusion = choice.kind === 'selfExclude';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError({ missing: true, text: PASSWORD_REQUIRED });
      input.current?.focus();
      return;
    }
    setError(null);
    const request: BreakRequest = { ...choice, password };
    take.mutate(request, {
      onSuccess: (until) => {
        const words = farewell(choice, until);
        setDone(words);
        // The server has ended every login of the player; the host's sign-out takes this tab to
        // the login page with these words (its force-logout push may get there first).
        void session.signOut('forced', words);
      },
      onError: (failure) => {
        setPassword('');
        const words = refusalText(failure);
        if (words) setError({ missing: false, text: words });
        input.current?.focus();
      },
    });
  }

  const passwordId = `${choice.kind}-password`;
  return (
    <AccountDialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={titleOf(choice)}
      size="md"
      headerBg={exclusion ? 'red.700' : undefined}
      headerColor={exclusion ? 'white' : undefined}
    >
      <Box asChild display="block">
        <form aria-label={titleOf(choice)} noValidate onSubmit={submit}>
          <Box
            as="p"
            m={0}
            mb={3}
            p={3}
            borderRadius="md"
            bg={exclusion ? 'red.50' : '#fff7e6'}
            color={exclusion ? 'red.800' : '#5c3d00'}
            fontWeight="600"
          >
            {consequences(choice, now)}
          </Box>
          {exclusion ? (
            <Box as="p" m={0} mb={3} fontSize="sm">
              If you are worried about your gambling, please also exclude yourself from other gambling sites you use,
              and talk to someone.
            </Box>
          ) : null}
          <Box asChild display="block" fontSize="sm" fontWeight="600" mb={1} color="#22313b">
            <label htmlFor={passwordId}>Your password</label>
          </Box>
          <Input
            ref={input}
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            bg="white"
            value={password}
            disabled={busy}
            aria-invalid={error?.missing === true}
            aria-describedby={error ? `${passwordId}-error` : undefined}
            borderColor={error?.missing ? 'red.600' : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              if (error?.missing) setError(null);
            }}
          />
          <FieldMessage id={`${passwordId}-error`}>{error?.text}</FieldMessage>
          {done ? (
            <Box role="status" mt={3} p={3} borderRadius="md" bg="green.50" color="green.800">
              {done} Logging you out…
            </Box>
          ) : null}
          <Box display="flex" flexWrap="wrap" gap={3} mt={4}>
            <Button
              type="submit"
              bg={exclusion ? 'red.700' : 'brand.solid'}
              color={exclusion ? 'white' : 'brand.contrast'}
              loading={busy}
            >
              {exclusion ? 'Self-exclude and log out' : 'Take a break and log out'}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          </Box>
          {exclusion ? <HelpLinks /> : null}
        </form>
      </Box>
    </AccountDialog>
  );
}

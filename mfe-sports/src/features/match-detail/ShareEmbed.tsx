import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { embedLink, type EmbedKind } from '@backlay/shared/sports';
import { PlainButton } from '../../ui/PlainButton.js';

const NAMES: Record<EmbedKind, string> = { video: 'live video', score: 'scoreboard' };

const focusRing = { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' } as const;

const LinkField = chakra('input', {
  base: {
    w: '100%',
    minW: 0,
    h: '36px',
    px: 2,
    fontSize: '13px',
    color: '#0b2b3c',
    bg: 'white',
    border: '1px solid #5b6b75',
    borderRadius: 'md',
    _focusVisible: focusRing,
  },
});

const OpenLink = chakra('a', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '36px',
    px: 3,
    fontSize: '13px',
    fontWeight: '700',
    color: 'white',
    bg: '#0b2b3c',
    borderRadius: 'md',
    textDecoration: 'none',
    _focusVisible: focusRing,
  },
});

type State =
  | { step: 'idle' }
  | { step: 'making' }
  | { step: 'made'; url: string; until: string; copied: boolean }
  | { step: 'failed'; message: string };

/** Writes `text` to the clipboard where the browser allows it; false where it does not. */
async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function reason(error: unknown): string {
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'message' in error.body) {
    const { message } = error.body;
    if (typeof message === 'string' && message) return message;
  }
  return 'Check the connection and try again.';
}

/**
 * "Open on another screen": a signed link (POST /embed/link) to the full-screen live video or
 * scoreboard of this match, which opens on a TV or another device without logging in, for a
 * limited time. The link is copied where the browser allows, and always shown to copy or open.
 */
export function ShareEmbed({ matchId, kind }: { matchId: string; kind: EmbedKind }) {
  const { http } = useHost();
  const [state, setState] = useState<State>({ step: 'idle' });
  const fieldId = useId();
  const name = NAMES[kind];

  const make = async () => {
    setState({ step: 'making' });
    try {
      const { data } = await embedLink(http, matchId, kind, { silent: true });
      const url = new URL(data.path, window.location.origin).toString();
      const until = new Date(data.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      setState({ step: 'made', url, until, copied: await copy(url) });
    } catch (error) {
      setState({ step: 'failed', message: reason(error) });
    }
  };

  const again = async (url: string, until: string) => setState({ step: 'made', url, until, copied: await copy(url) });

  return (
    <Box display="flex" flexDirection="column" gap={2} data-testid={`share-${kind}`}>
      <PlainButton
        type="button"
        onClick={() => void make()}
        disabled={state.step === 'making'}
        aria-describedby={state.step === 'made' ? `${fieldId}-status` : undefined}
        alignSelf="flex-start"
        minH="36px"
        px={3}
        bg="white"
        color="#0b2b3c"
        border="1px solid #0b2b3c"
        borderRadius="md"
        fontSize="13px"
        fontWeight="700"
        cursor={state.step === 'making' ? 'progress' : 'pointer'}
        _focusVisible={focusRing}
      >
        {state.step === 'making' ? `Making the ${name} link…` : `Open ${name} on another screen`}
      </PlainButton>
      {state.step === 'failed' ? (
        <Box role="alert" fontSize="13px" color="#8a1c1c" bg="white" borderRadius="md" px={3} py={2}>
          The {name} link could not be made. {state.message}
        </Box>
      ) : null}
      {state.step === 'made' ? (
        <Box bg="white" borderRadius="md" px={3} py={2} display="flex" flexDirection="column" gap={2}>
          <Box id={`${fieldId}-status`} role="status" fontSize="13px" color="#1f2d36">
            {state.copied ? 'Link copied. ' : 'Copy this link. '}
            It opens the {name} of this match on any screen, without logging in, until {state.until}.
          </Box>
          <chakra.label htmlFor={fieldId} fontSize="12px" fontWeight="700" color="#1f2d36">
            Link to the {name}
          </chakra.label>
          <LinkField id={fieldId} readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} />
          <Box display="flex" gap={2} flexWrap="wrap">
            <PlainButton
              type="button"
              onClick={() => void again(state.url, state.until)}
              minH="36px"
              px={3}
              bg="white"
              color="#0b2b3c"
              border="1px solid #0b2b3c"
              borderRadius="md"
              fontSize="13px"
              fontWeight="700"
              cursor="pointer"
              _focusVisible={focusRing}
            >
              Copy the {name} link
            </PlainButton>
            <OpenLink href={state.url} target="_blank" rel="noopener noreferrer">
              Open the {name} in a new tab
            </OpenLink>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

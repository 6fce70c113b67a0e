import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Navigate, useNavigate } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { resendAuthToken, verifyAuthToken } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { DesignSystem } from '../app/DesignSystem.js';
import { needsVerification, storeVerified } from '../session/storage.js';
import { lockOutMessage, loginNoticeState, Notice } from './notices.js';

export const CODE_LENGTH = 6;

/** Keeps digits only, at most six (spec section 5). */
export function digitsOf(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH).split('');
}

/** The verify page as the router shows it: with the design system (it loads with this module). */
export function VerifyRoute({ onShell }: { onShell: (isPublic: boolean) => void }) {
  return (
    <DesignSystem>
      <VerifyPage onShell={onShell} />
    </DesignSystem>
  );
}

export function VerifyPage({ onShell }: { onShell: (isPublic: boolean) => void }) {
  const { http, session } = useHost();
  const navigate = useNavigate();
  const state = session.get();
  const [digits, setDigits] = useState<string[]>(Array(CODE_LENGTH).fill(''));
  const [busy, setBusy] = useState(false);
  // A lock-out (429) from the last code, kept on screen: it says how long to wait.
  const [lockOut, setLockOut] = useState<string | null>(null);
  // Set when the API has ended the verify token (401): the player logs in again, told why.
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const refocus = useRef(false);
  useEffect(() => {
    onShell(true);
  }, [onShell]);
  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  /** Checks a complete code; a rejected one clears the boxes for another try. */
  async function submit(code: string) {
    setBusy(true);
    setLockOut(null);
    try {
      const res = await verifyAuthToken(http, { authToken: code });
      if (res.statusCode === 200) {
        storeVerified(res.data);
        await navigate('/home', { replace: true });
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        // E.g. too many wrong codes. The host has cleared the session and is on its way to /login
        // without a word (a 401 is never toasted): go there with the API's message, and keep
        // rendering that redirect rather than the plain one a missing token gives.
        setEndedBecause(error.message);
        void navigate('/login', { replace: true, state: loginNoticeState(error.message) });
        return;
      }
      // The HTTP client has already toasted the server's message; a lock-out also stays here.
      setLockOut(lockOutMessage(error));
      setDigits(Array(CODE_LENGTH).fill(''));
      refocus.current = true;
    } finally {
      setBusy(false);
    }
  }

  // The boxes are disabled while a code is checked, and a disabled box can't take focus: after a
  // rejected code, put the cursor back in the first box once they are enabled again.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    inputs.current[0]?.focus();
  }, [busy]);

  // Before the token check: the session is already gone, and the message must go with the player.
  if (endedBecause !== null) return <Navigate to="/login" replace state={loginNoticeState(endedBecause)} />;
  if (!state.token) return <Navigate to="/login" replace />;
  if (!needsVerification(state)) return <Navigate to="/home" replace />;

  function put(index: number, value: string) {
    const incoming = digitsOf(value);
    if (incoming.length === 0) {
      setDigits(digits.map((x, i) => (i === index ? '' : x)));
      return;
    }
    const next = [...digits];
    incoming.forEach((digit, k) => {
      if (index + k < CODE_LENGTH) next[index + k] = digit;
    });
    setDigits(next);
    inputs.current[Math.min(index + incoming.length, CODE_LENGTH - 1)]?.focus();
    // Submit once per complete code: the input that completes it (or changes a complete one) sends it.
    const code = next.join('');
    if (code.length === CODE_LENGTH && code !== digits.join('') && !busy) void submit(code);
  }

  function onKey(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === 'ArrowLeft' && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    put(0, event.clipboardData.getData('text'));
  }

  return (
    <Box minH="100vh" display="grid" placeItems="center" px={4} bg="#eef1f4">
      <Box
        w="100%"
        maxW="440px"
        bg="white"
        p={{ base: 5, md: 8 }}
        borderRadius="lg"
        textAlign="center"
        boxShadow="0 6px 24px rgba(11,43,60,.12)"
      >
        <Box as="h1" fontSize="22px" fontWeight="700" mb={2} color="#0b2b3c">
          Security Code Verification
        </Box>
        <Box as="p" color="#4a5560" mb={6}>
          Enter the 6-digit code from your security auth verification app
        </Box>
        <Box
          display="flex"
          gap={2}
          justifyContent="center"
          data-testid={TEST_IDS.verifyDigits}
          role="group"
          aria-label="Security code"
          aria-describedby={lockOut ? 'verify-notice' : undefined}
        >
          {digits.map((d, i) => (
            <input
              key={i}
              ref={(el) => {
                inputs.current[i] = el;
              }}
              value={d}
              inputMode="numeric"
              autoComplete={i === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${i + 1}`}
              maxLength={CODE_LENGTH}
              disabled={busy}
              onChange={(e) => put(i, e.target.value)}
              onKeyDown={(e) => onKey(i, e)}
              onPaste={onPaste}
              style={{
                width: 44,
                height: 52,
                fontSize: 24,
                textAlign: 'center',
                border: '1px solid #b9c3cc',
                borderRadius: 6,
              }}
            />
          ))}
        </Box>
        {lockOut ? (
          <Box mt={4}>
            <Notice id="verify-notice">{lockOut}</Notice>
          </Box>
        ) : null}
        {state.authenticatorType === '1' ? (
          <Box mt={5}>
            <button
              type="button"
              onClick={() => void resendAuthToken(http).catch(() => undefined)}
              style={{
                background: 'none',
                border: 0,
                color: '#0b5563',
                textDecoration: 'underline',
                cursor: 'pointer',
                fontSize: 15,
              }}
            >
              Resend Code
            </button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

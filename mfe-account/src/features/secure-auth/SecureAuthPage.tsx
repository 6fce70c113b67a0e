import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import {
  confirmAuthenticator,
  generateAuthToken,
  removeAuthenticator,
  resendAuthToken,
  type AuthenticatorState,
  type GenerateAuthTokenRequest,
  type RemoveAuthenticatorRequest,
} from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { authenticatorQuery, queryKeys } from '@backlay/shared/query';
import { HttpError } from '@backlay/shared/http';
import { LoadingOverlay } from '../../ui/LoadingOverlay.js';
import { PageFrame } from '../../ui/PageFrame.js';
import { CODE_LENGTH, CodeInput } from './CodeInput.js';
import { CURRENT_PASSWORD_REQUIRED, CurrentPasswordField } from './CurrentPasswordField.js';
import { LoadFailed } from '../../ui/LoadFailed.js';

type Method = 1 | 2;

export const METHODS: ReadonlyArray<{ type: Method; title: string; detail: string }> = [
  {
    type: 2,
    title: 'Authenticator app',
    detail: 'Scan a QR code with an authenticator app; it shows a new 6-digit code every 30 seconds.',
  },
  {
    type: 1,
    title: 'Code by message',
    detail: 'We send you a 6-digit code each time you log in.',
  },
];

export const QR_ALT = 'QR code for your authenticator app';

const methodTitle = (type: Method) => METHODS.find((m) => m.type === type)?.title ?? '';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off'; choice: Method }
  | { kind: 'setup'; type: Method; secret?: string; otpauthUri?: string }
  | { kind: 'on'; type: Method }
  | { kind: 'disable'; type: Method };

function asMethod(value: unknown): Method | null {
  return value === 1 || value === 2 ? value : null;
}

function viewOf(state: AuthenticatorState): View {
  const type = asMethod(state.authenticatorType);
  if (state.isAuthenticator && type) return { kind: 'on', type };
  return { kind: 'off', choice: asMethod(state.pendingType) ?? 2 };
}

/**
 * What a refused call that carried the password shows under the password field: the server's own
 * words (a wrong password, a lock-out, a wrong code). Nothing for a cancelled call, nor for a 401,
 * after which the host signs the player out.
 */
export function failureText(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.cancelled || error.status === 401) return null;
  return error.message;
}

/** /secure-auth: turn the second factor on (authenticator app or code by message) or off. */
export function SecureAuthPage() {
  const host = useHost();
  const { http } = host;
  const queryClient = useQueryClient();
  const state = useQuery(authenticatorQuery(http));
  // What the player has moved on to; until then the page shows what the server says.
  const [chosen, setView] = useState<View | null>(null);
  const view: View =
    chosen ??
    (state.data ? viewOf(state.data) : state.isError && !state.isFetching ? { kind: 'failed' } : { kind: 'loading' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const refocusPassword = useRef(false);

  function retry() {
    void state.refetch();
  }

  // The field is disabled while a call runs and can't take focus: after a refused password, put the
  // cursor back in it once it is enabled again.
  useEffect(() => {
    if (busy || !refocusPassword.current) return;
    refocusPassword.current = false;
    passwordInput.current?.focus();
  }, [busy]);

  function go(next: View) {
    setCode('');
    setPassword('');
    setPasswordMissing(false);
    setFailure(null);
    setView(next);
  }

  /**
   * Runs one call at a time; the HTTP client has already toasted any error. A call that carried the
   * password also shows its refusal under the password field, and the password is cleared after it.
   */
  async function run(action: () => Promise<void>, carriesPassword = false) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setCode('');
      if (carriesPassword) {
        setFailure(failureText(error));
        // Without code boxes (they take the cursor themselves), the password field gets it back.
        refocusPassword.current = view.kind === 'off';
      }
    } finally {
      if (carriesPassword) setPassword('');
      setBusy(false);
    }
  }

  /** Makes `call` with the current password, or asks for the password when the field is empty. */
  function withPassword(call: (password: string) => Promise<void>) {
    if (busy) return;
    setFailure(null);
    if (password === '') {
      setPasswordMissing(true);
      passwordInput.current?.focus();
      return;
    }
    setPasswordMissing(false);
    void run(() => call(password), true);
  }

  /** After a change: the cached state becomes `next` (or is marked stale when unknown), and the profile reloads. */
  function refreshProfile(next: AuthenticatorState | null) {
    if (next) queryClient.setQueryData(queryKeys.account.authenticator, next);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.account.authenticator, refetchType: 'none' });
    host.refreshProfile().catch(() => undefined);
  }

  const enable = (type: Method) =>
    withPassword(async (currentPassword) => {
      const body: GenerateAuthTokenRequest = { type, password: currentPassword };
      const res = await generateAuthToken(http, body);
      const data = res.data;
      go({
        kind: 'setup',
        type,
        ...(typeof data.secret === 'string' ? { secret: data.secret } : {}),
        ...(typeof data.otpauthUri === 'string' ? { otpauthUri: data.otpauthUri } : {}),
      });
    });

  const verify = (type: Method) =>
    run(async () => {
      const res = await confirmAuthenticator(http, { authToken: code });
      if (res.statusCode !== 200) return;
      go({ kind: 'on', type: asMethod(res.data?.authenticatorType) ?? type });
      refreshProfile(res.data);
    });

  function startDisable(type: Method) {
    if (type === 2) {
      go({ kind: 'disable', type });
      return;
    }
    // Codes by message are sent on request: ask for one before showing the code boxes.
    void run(async () => {
      await resendAuthToken(http);
      go({ kind: 'disable', type });
    });
  }

  const remove = () =>
    withPassword(async (currentPassword) => {
      const body: RemoveAuthenticatorRequest = { authToken: code, password: currentPassword };
      await removeAuthenticator(http, body);
      go({ kind: 'off', choice: 2 });
      refreshProfile({ isAuthenticator: false, authenticatorType: 0, pendingType: null });
    });

  const resend = () =>
    run(async () => {
      await resendAuthToken(http);
      setCode('');
    });

  const complete = code.length === CODE_LENGTH;
  const passwordMissingNow = passwordMissing && password === '';

  const passwordField = (id: string) => (
    <CurrentPasswordField
      id={id}
      value={password}
      onChange={setPassword}
      error={passwordMissingNow ? CURRENT_PASSWORD_REQUIRED : failure}
      invalid={passwordMissingNow}
      disabled={busy}
      inputRef={passwordInput}
    />
  );

  let body: ReactNode;
  switch (view.kind) {
    case 'loading':
      body = <LoadingOverlay label="Loading security settings" />;
      break;
    case 'failed':
      body = <LoadFailed onRetry={retry}>The security settings could not be loaded.</LoadFailed>;
      break;
    case 'off':
      body = (
        <Box asChild display="block">
          <form
            aria-label="Enable security verification"
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              enable(view.choice);
            }}
          >
            <Status on={false} />
            <Box as="fieldset" border="none" p={0} m={0} mb={4}>
              <Box as="legend" fontWeight="600" mb={2} color="#22313b">
                Choose how you want to receive your security code
              </Box>
              <Box display="grid" gap={2}>
                {METHODS.map((m) => (
                  <Box
                    as="label"
                    key={m.type}
                    display="flex"
                    gap={3}
                    alignItems="flex-start"
                    p={3}
                    border="1px solid"
                    borderColor={view.choice === m.type ? 'brand.solid' : '#d5dde3'}
                    borderRadius="md"
                    cursor="pointer"
                  >
                    <input
                      type="radio"
                      name="authenticator-type"
                      value={m.type}
                      checked={view.choice === m.type}
                      onChange={() => setView({ kind: 'off', choice: m.type })}
                      style={{ marginTop: 4 }}
                    />
                    <Box>
                      <Box fontWeight="600">{m.title}</Box>
                      <Box fontSize="sm" color="#5b6670">
                        {m.detail}
                      </Box>
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
            {passwordField('secure-auth-enable-password')}
            <Button type="submit" bg="brand.solid" color="brand.contrast" loading={busy}>
              Enable
            </Button>
          </form>
        </Box>
      );
      break;
    case 'setup':
      body = (
        <CodeForm
          label="Confirm security verification"
          intro={
            view.type === 2 ? (
              <AppSetup secret={view.secret} otpauthUri={view.otpauthUri} />
            ) : (
              <Box as="p" mb={3}>
                We have sent you a 6-digit code. Enter it below to turn on security verification.
              </Box>
            )
          }
          code={code}
          onCode={setCode}
          busy={busy}
          submitText="Verify"
          submitColor="brand.solid"
          canSubmit={complete}
          onSubmit={() => void verify(view.type)}
          onCancel={() => go({ kind: 'off', choice: view.type })}
          onResend={view.type === 1 ? () => void resend() : undefined}
        />
      );
      break;
    case 'on':
      body = (
        <Box>
          <Status on type={view.type} />
          <Button
            variant="outline"
            borderColor="red.600"
            color="red.600"
            loading={busy}
            onClick={() => startDisable(view.type)}
          >
            Disable
          </Button>
        </Box>
      );
      break;
    case 'disable':
      body = (
        <CodeForm
          label="Disable security verification"
          intro={
            <Box as="p" mb={3}>
              {view.type === 2
                ? 'Enter the current 6-digit code from your authenticator app to turn security verification off.'
                : 'We have sent you a 6-digit code. Enter it to turn security verification off.'}
            </Box>
          }
          code={code}
          onCode={setCode}
          busy={busy}
          submitText="Disable"
          submitColor="red.600"
          canSubmit={complete}
          onSubmit={remove}
          onCancel={() => go({ kind: 'on', type: view.type })}
          onResend={view.type === 1 ? () => void resend() : undefined}
          password={passwordField('secure-auth-disable-password')}
        />
      );
      break;
  }

  return (
    <PageFrame title="Security Auth Verification" maxW="560px">
      <Box position="relative" minH="160px">
        {body}
      </Box>
    </PageFrame>
  );
}

function Status({ on, type }: { on: boolean; type?: Method }) {
  return (
    <Box
      role="status"
      mb={4}
      p={3}
      borderRadius="md"
      bg={on ? 'green.50' : '#f1f4f6'}
      color={on ? 'green.800' : '#3b4650'}
      fontWeight="600"
    >
      {on && type
        ? `Security verification is on (${methodTitle(type)}).`
        : 'Security verification is off. Turn it on to protect your account with a 6-digit code at login.'}
    </Box>
  );
}

interface CodeFormProps {
  label: string;
  intro: ReactNode;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  submitText: string;
  submitColor: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onResend?: () => void;
  /** The current-password field, when the call needs it. */
  password?: ReactNode;
}

function CodeForm(props: CodeFormProps) {
  const {
    label,
    intro,
    code,
    onCode,
    busy,
    submitText,
    submitColor,
    canSubmit,
    onSubmit,
    onCancel,
    onResend,
    password,
  } = props;
  return (
    <Box asChild display="block">
      <form
        aria-label={label}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (canSubmit && !busy) onSubmit();
        }}
      >
        {intro}
        <Box fontWeight="600" mb={2} color="#22313b">
          Enter the 6-digit code
        </Box>
        <CodeInput value={code} onChange={onCode} disabled={busy} focusWhenEmpty />
        {onResend ? (
          <Box mt={3}>
            <Box
              asChild
              bg="none"
              border="0"
              p={0}
              color="brand.solid"
              textDecoration="underline"
              cursor="pointer"
              fontSize="sm"
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <button type="button" onClick={onResend} disabled={busy}>
                Resend Code
              </button>
            </Box>
          </Box>
        ) : null}
        {password ? <Box mt={5}>{password}</Box> : null}
        <Box display="flex" gap={3} mt={password ? 1 : 5}>
          <Button type="submit" bg={submitColor} color="white" disabled={!canSubmit} loading={busy}>
            {submitText}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Box>
      </form>
    </Box>
  );
}

/** Type 2 set-up: the otpauth URI as a QR code, and the secret for typing in by hand. */
function AppSetup({ secret, otpauthUri }: { secret?: string; otpauthUri?: string }) {
  const [qr, setQr] = useState<{ uri: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!otpauthUri) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then(
        (src) => live && setQr({ uri: otpauthUri, src }),
        () => live && setQr({ uri: otpauthUri, src: null }),
      );
    return () => {
      live = false;
    };
  }, [otpauthUri]);

  const current = qr && qr.uri === otpauthUri ? qr : null;
  return (
    <Box mb={4}>
      <Box as="p" mb={3}>
        Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or
        Authy), then enter the 6-digit code it shows.
      </Box>
      {otpauthUri ? (
        <Box display="flex" justifyContent="center" alignItems="center" minH="200px" mb={3}>
          {current === null ? (
            <Spinner size="lg" color="brand.solid" aria-label="Drawing the QR code" />
          ) : current.src ? (
            <img src={current.src} alt={QR_ALT} width={200} height={200} />
          ) : (
            <Box color="red.600" fontSize="sm">
              The QR code could not be drawn. Enter the key below by hand.
            </Box>
          )}
        </Box>
      ) : null}
      {secret ? (
        <Box fontSize="sm" color="#3b4650">
          Can&apos;t scan the code? Enter this key in the app by hand:
          <Box
            as="code"
            display="block"
            mt={1}
            p={2}
            bg="#f1f4f6"
            borderRadius="md"
            fontFamily="mono"
            fontSize="md"
            letterSpacing="0.08em"
            wordBreak="break-all"
            data-testid="authenticator-secret"
          >
            {secret}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

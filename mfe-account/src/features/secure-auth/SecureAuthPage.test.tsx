import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatorState, GenerateAuthTokenRequest, RemoveAuthenticatorRequest } from '@backlay/shared/api';
import { HttpError } from '@backlay/shared/http';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { codeDigits } from './CodeInput.js';
import { CURRENT_PASSWORD_HINT, CURRENT_PASSWORD_REQUIRED } from './CurrentPasswordField.js';
import { failureText, QR_ALT, SecureAuthPage } from './SecureAuthPage.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Backlay:player1?secret=${SECRET}&issuer=Backlay&algorithm=SHA1&digits=6&period=30`;
const PASSWORD = 'Password#123';
const WRONG_PASSWORD = 'The password is not correct.';
const LOCKED_OUT = 'Too many attempts. Try again in 2 minutes.';

function setup(state: AuthenticatorState) {
  const testHost = createTestHost();
  const { server } = testHost;
  server.on('GET', '/auth/getAuthenticator', ok(state));
  server.on('POST', '/auth/generateAuthToken', (req) => {
    const { type, password } = req.body as GenerateAuthTokenRequest;
    if (password !== PASSWORD) return fail(400, WRONG_PASSWORD);
    return type === 2
      ? ok({ type, secret: SECRET, otpauthUri: URI }, 'Scan the code with your authenticator app, then enter a code.')
      : ok({ type, channel: 'operator' }, 'A security code has been sent to you.');
  });
  server.on('POST', '/auth/verifyAuthToken', (req) => {
    const { authToken } = req.body as { authToken: string };
    if (authToken !== '123456') return fail(400, 'The security code is not correct.');
    const generated = server.calls('POST', '/auth/generateAuthToken').at(-1)?.body as { type: 1 | 2 } | undefined;
    return ok(
      { isAuthenticator: true, authenticatorType: generated?.type ?? 2, pendingType: null },
      'Security verification is enabled.',
    );
  });
  server.on('POST', '/auth/resend/token', ok(null, 'A new security code has been sent.'));
  server.on('POST', '/auth/removeAuthenticator', (req) => {
    const { authToken, password } = req.body as RemoveAuthenticatorRequest;
    if (password !== PASSWORD) return fail(400, WRONG_PASSWORD);
    return authToken === '654321'
      ? ok({ isAuthenticator: false }, 'Security verification is disabled.')
      : fail(400, 'The security code is not correct.');
  });
  const view = renderWithHost(<SecureAuthPage />, { testHost, path: '/secure-auth' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const OFF: AuthenticatorState = { isAuthenticator: false, authenticatorType: 0, pendingType: null };
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });
const codeValue = () => [1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('');
const paths = (server: ReturnType<typeof setup>['server']) => server.requests.map((r) => `${r.method} ${r.path}`);
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('Current password');

describe('codeDigits', () => {
  it('keeps digits only, at most six', () => {
    expect(codeDigits('12 34-56')).toBe('123456');
    expect(codeDigits('a1b2c3')).toBe('123');
    expect(codeDigits('123456789')).toBe('123456');
  });
});

describe('failureText', () => {
  it("is the server's message, and nothing for a cancelled call or a 401 (the host signs out)", () => {
    expect(failureText(new HttpError(WRONG_PASSWORD, { status: 400 }))).toBe(WRONG_PASSWORD);
    expect(failureText(new HttpError(LOCKED_OUT, { status: 429 }))).toBe(LOCKED_OUT);
    expect(failureText(new HttpError('The request was cancelled.', { status: 0, cancelled: true }))).toBeNull();
    expect(failureText(new HttpError('Your session has ended.', { status: 401 }))).toBeNull();
    expect(failureText(new Error('not from the client'))).toBeNull();
  });
});

describe('SecureAuthPage', () => {
  it('loads the state and offers both methods while disabled', async () => {
    const { server } = setup(OFF);
    expect(screen.getByRole('heading', { name: 'Security Auth Verification' })).toBeInTheDocument();
    expect(await screen.findByText(/Security verification is off/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Authenticator app/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Code by message/ })).not.toBeChecked();
    expect(paths(server)).toEqual(['GET /auth/getAuthenticator']);
  });

  it('enables an authenticator app: QR code and secret, then a verified 6-digit code', async () => {
    const { user, server, refreshProfile } = setup(OFF);
    await user.type(await screen.findByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    const qr = await screen.findByRole('img', { name: QR_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('authenticator-secret')).toHaveTextContent(SECRET);
    expect(server.calls('POST', '/auth/generateAuthToken').map((r) => r.body)).toEqual([
      { type: 2, password: PASSWORD },
    ]);
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();

    await waitFor(() => expect(digit(1)).toBeEnabled());
    const verifyButton = screen.getByRole('button', { name: 'Verify' });
    await user.type(digit(1), '12a3');
    expect(codeValue()).toBe('123');
    expect(verifyButton).toBeDisabled();
    await user.type(digit(4), '456');
    expect(codeValue()).toBe('123456');
    expect(verifyButton).toBeEnabled();

    await user.click(verifyButton);

    expect(await screen.findByText('Security verification is on (Authenticator app).')).toBeInTheDocument();
    expect(server.calls('POST', '/auth/verifyAuthToken').map((r) => r.body)).toEqual([{ authToken: '123456' }]);
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });

  it('clears the code and stays in set-up when the code is wrong', async () => {
    const { user, refreshProfile, httpToast } = setup(OFF);
    await user.type(await screen.findByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByRole('img', { name: QR_ALT });
    await waitFor(() => expect(digit(1)).toBeEnabled());

    await user.click(digit(1));
    await user.paste('999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(httpToast).toHaveBeenCalledWith('The security code is not correct.', 'error', 1500));
    await waitFor(() => expect(codeValue()).toBe(''));
    expect(screen.getByRole('img', { name: QR_ALT })).toBeInTheDocument();
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('enables codes by message, with a Resend Code link', async () => {
    const { user, server } = setup(OFF);
    await user.click(await screen.findByRole('radio', { name: /Code by message/ }));
    await user.type(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText(/We have sent you a 6-digit code/)).toBeInTheDocument();
    await waitFor(() => expect(digit(1)).toBeEnabled());
    expect(screen.queryByRole('img', { name: QR_ALT })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(server.calls('POST', '/auth/resend/token')).toHaveLength(1));

    await user.click(digit(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Security verification is on (Code by message).')).toBeInTheDocument();
    expect(server.calls('POST', '/auth/generateAuthToken').map((r) => r.body)).toEqual([
      { type: 1, password: PASSWORD },
    ]);
  });

  it('disables codes by message: asks for a code first, then removes with the pasted code', async () => {
    const { user, server, refreshProfile } = setup({ isAuthenticator: true, authenticatorType: 1, pendingType: null });
    expect(await screen.findByText('Security verification is on (Code by message).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(digit(1)).toBeInTheDocument());
    expect(paths(server)).toEqual(['GET /auth/getAuthenticator', 'POST /auth/resend/token']);

    await waitFor(() => expect(digit(3)).toBeEnabled());
    await user.click(digit(3));
    await user.paste('65 43 21');
    expect(codeValue()).toBe('654321');
    await user.type(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(/Security verification is off/)).toBeInTheDocument();
    expect(paths(server)).toEqual([
      'GET /auth/getAuthenticator',
      'POST /auth/resend/token',
      'POST /auth/removeAuthenticator',
    ]);
    expect(server.calls('POST', '/auth/removeAuthenticator')[0]?.body).toEqual({
      authToken: '654321',
      password: PASSWORD,
    });
    expect(refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('disables an authenticator app without sending a code', async () => {
    const { user, server } = setup({ isAuthenticator: true, authenticatorType: 2, pendingType: null });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));

    expect(screen.getByText(/current 6-digit code from your authenticator app/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await user.type(digit(1), '654321');
    await user.type(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(/Security verification is off/)).toBeInTheDocument();
    expect(server.calls('POST', '/auth/resend/token')).toHaveLength(0);
    expect(server.calls('POST', '/auth/removeAuthenticator').map((r) => r.body)).toEqual([
      { authToken: '654321', password: PASSWORD },
    ]);
  });

  it('goes back with Cancel and can retry a failed load', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/auth/getAuthenticator', fail(500, 'Try later'));
    renderWithHost(<SecureAuthPage />, { testHost });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('The security settings could not be loaded.')).toBeInTheDocument();
    testHost.server.on(
      'GET',
      '/auth/getAuthenticator',
      ok({ isAuthenticator: true, authenticatorType: 2, pendingType: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Security verification is on (Authenticator app).')).toBeInTheDocument();
  });
});

describe('SecureAuthPage: the current password', () => {
  const ON_APP: AuthenticatorState = { isAuthenticator: true, authenticatorType: 2, pendingType: null };
  const onlyAlert = () => screen.getByRole('alert').textContent;

  it('asks for it in a labelled, required password field that autofills the current password', async () => {
    setup(OFF);
    const field = await screen.findByLabelText('Current password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(CURRENT_PASSWORD_HINT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enabling with an empty field says so under it, focuses it and sends nothing', async () => {
    const { user, server } = setup(OFF);
    await user.click(await screen.findByRole('button', { name: 'Enable' }));

    const field = passwordInput();
    expect(onlyAlert()).toBe(CURRENT_PASSWORD_REQUIRED);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${CURRENT_PASSWORD_REQUIRED} ${CURRENT_PASSWORD_HINT}`);
    expect(field).toHaveFocus();
    expect(paths(server)).toEqual(['GET /auth/getAuthenticator']);

    await user.type(field, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's words for a wrong password and for a lock-out, clearing the field after each call", async () => {
    const { user, server, httpToast } = setup(OFF);
    await user.click(await screen.findByRole('radio', { name: /Code by message/ }));
    await user.type(passwordInput(), 'Wrong#1234');
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(onlyAlert()).toBe(WRONG_PASSWORD);
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveAccessibleDescription(`${WRONG_PASSWORD} ${CURRENT_PASSWORD_HINT}`);
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(httpToast).toHaveBeenCalledWith(WRONG_PASSWORD, 'error', 1500);
    // Still choosing, with the choice kept.
    expect(screen.getByRole('radio', { name: /Code by message/ })).toBeChecked();

    server.on('POST', '/auth/generateAuthToken', fail(429, LOCKED_OUT));
    await user.type(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText(LOCKED_OUT)).toBeInTheDocument();
    expect(onlyAlert()).toBe(LOCKED_OUT);
    expect(passwordInput()).toHaveValue('');
    expect(server.calls('POST', '/auth/generateAuthToken').map((r) => r.body)).toEqual([
      { type: 1, password: 'Wrong#1234' },
      { type: 1, password: PASSWORD },
    ]);
  });

  it('is cleared once set-up has started: Cancel comes back to an empty field', async () => {
    const { user } = setup(OFF);
    await user.type(await screen.findByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByRole('img', { name: QR_ALT });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(passwordInput()).toHaveValue('');
  });

  it('disabling needs it too: required before the call, sent with the code, a refusal shown under it', async () => {
    const { user, server, refreshProfile } = setup(ON_APP);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(passwordInput()).toHaveAccessibleDescription(CURRENT_PASSWORD_HINT);
    await user.type(digit(1), '654321');
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(onlyAlert()).toBe(CURRENT_PASSWORD_REQUIRED);
    expect(passwordInput()).toHaveFocus();
    expect(codeValue()).toBe('654321');
    expect(server.calls('POST', '/auth/removeAuthenticator')).toHaveLength(0);

    await user.type(passwordInput(), 'Wrong#1234');
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    await waitFor(() => expect(codeValue()).toBe(''));
    expect(passwordInput()).toHaveValue('');
    expect(screen.getByText(/current 6-digit code from your authenticator app/)).toBeInTheDocument();
    expect(refreshProfile).not.toHaveBeenCalled();

    server.on('POST', '/auth/removeAuthenticator', fail(429, LOCKED_OUT));
    await waitFor(() => expect(digit(1)).toBeEnabled());
    await user.type(digit(1), '654321');
    await user.type(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(LOCKED_OUT)).toBeInTheDocument();
    expect(onlyAlert()).toBe(LOCKED_OUT);
    expect(passwordInput()).toHaveValue('');
    expect(server.calls('POST', '/auth/removeAuthenticator').map((r) => r.body)).toEqual([
      { authToken: '654321', password: 'Wrong#1234' },
      { authToken: '654321', password: PASSWORD },
    ]);
    expect(screen.queryByText(/Security verification is off/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fail, ok } from '@backlay/shared/testing';
import {
  createTestHost,
  LocationDisplay,
  renderRoutesWithHost,
  renderWithHost,
  seedSession,
} from '../test/renderWithHost.js';
import { LoginPage } from './LoginPage.js';
import { CODE_LENGTH, digitsOf, VerifyPage } from './VerifyPage.js';

const ENDED = 'Too many wrong codes. Please log in again.';
const LOCKED_OUT = 'Too many wrong codes. Try again in 2 minutes.';

/**
 * /verify and /login on a data router, as the host has them, with an onUnauthorized that does what
 * the host's does on a 401: clear the session and go to /login (with no message).
 */
function renderVerifyThenLogin() {
  const testHost = createTestHost();
  const onShell = jest.fn<void, [boolean]>();
  const result = renderRoutesWithHost(
    [
      { path: '/verify', element: <VerifyPage onShell={onShell} /> },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <LocationDisplay /> },
    ],
    { path: '/verify', testHost },
  );
  testHost.onUnauthorized.mockImplementation(() => {
    sessionStorage.clear();
    void result.router.navigate('/login', { replace: true });
  });
  return { ...result, user: userEvent.setup() };
}

function renderVerify() {
  const onShell = jest.fn<void, [boolean]>();
  const result = renderWithHost(
    <Routes>
      <Route path="/verify" element={<VerifyPage onShell={onShell} />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { path: '/verify' },
  );
  return { ...result, onShell, user: userEvent.setup() };
}

function digitInputs(): HTMLInputElement[] {
  return Array.from({ length: CODE_LENGTH }, (_, i) => screen.getByLabelText<HTMLInputElement>(`Digit ${i + 1}`));
}

beforeEach(() => sessionStorage.clear());

describe('digitsOf', () => {
  it('keeps digits only, at most six', () => {
    expect(digitsOf('12 34 56')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsOf('a1b2c3')).toEqual(['1', '2', '3']);
    expect(digitsOf('1234567890')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsOf('abc')).toEqual([]);
    expect(digitsOf('')).toEqual([]);
  });
});

describe('VerifyPage', () => {
  beforeEach(() =>
    seedSession({ token: 'verify-only', userId: 'u1', authenticatorType: '1', forceChangePassword: 'false' }),
  );

  it('shows the title, the text and six digit boxes, focusing the first', () => {
    const { onShell } = renderVerify();
    expect(screen.getByRole('heading', { name: 'Security Code Verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your security auth verification app')).toBeInTheDocument();
    expect(digitInputs()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1')).toHaveFocus();
    expect(onShell).toHaveBeenCalledWith(true);
  });

  it('typing six digits submits { authToken } once and stores the returned token and the verified flag', async () => {
    const { user, server } = renderVerify();
    server.on('POST', '/auth/verifyAuthToken', ok('full-token'));
    await user.keyboard('12345');
    expect(digitInputs().map((i) => i.value)).toEqual(['1', '2', '3', '4', '5', '']);
    expect(server.requests).toHaveLength(0);
    await user.keyboard('6');

    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    const calls = server.calls('POST', '/auth/verifyAuthToken');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ authToken: '123456' });
    expect(calls[0]?.authorization).toBe('Bearer verify-only');
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('full-token');
    expect(sessionStorage.getItem('isAuthenticator')).toBe('true');
  });

  it('ignores letters typed into the boxes', async () => {
    const { user } = renderVerify();
    await user.keyboard('1a2');
    expect(digitInputs().map((i) => i.value)).toEqual(['1', '2', '', '', '', '']);
  });

  it('pasting "12 34 56" fills every box and submits', async () => {
    const { user, server } = renderVerify();
    server.on('POST', '/auth/verifyAuthToken', { hold: true });
    await user.click(screen.getByLabelText('Digit 1'));
    await user.paste('12 34 56');
    expect(digitInputs().map((i) => i.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(server.calls('POST', '/auth/verifyAuthToken')).toHaveLength(1));
    expect(server.calls('POST', '/auth/verifyAuthToken')[0]?.body).toEqual({ authToken: '123456' });
    server.held('POST', '/auth/verifyAuthToken').release(200, { statusCode: 200, data: 'pasted-token' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('pasted-token');
    expect(server.calls('POST', '/auth/verifyAuthToken')).toHaveLength(1);
  });

  it('clears the boxes after a rejected code, shows the server message and lets the player try again', async () => {
    const { user, server, httpToast } = renderVerify();
    server.on('POST', '/auth/verifyAuthToken', fail(400, 'Invalid code'));
    await user.keyboard('111111');
    await waitFor(() => expect(digitInputs().map((i) => i.value)).toEqual(['', '', '', '', '', '']));
    await waitFor(() => expect(screen.getByLabelText('Digit 1')).toBeEnabled());
    expect(screen.getByLabelText('Digit 1')).toHaveFocus();
    expect(httpToast).toHaveBeenCalledWith('Invalid code', 'error', 1500);
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('verify-only');
    expect(sessionStorage.getItem('isAuthenticator')).toBeNull();

    server.on('POST', '/auth/verifyAuthToken', ok('full-token'));
    await user.keyboard('222222');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(server.calls('POST', '/auth/verifyAuthToken').map((c) => c.body)).toEqual([
      { authToken: '111111' },
      { authToken: '222222' },
    ]);
  });

  it('stays put when the answer is not statusCode 200', async () => {
    const { user, server } = renderVerify();
    server.on('POST', '/auth/verifyAuthToken', { status: 200, body: { statusCode: 202, data: 'nope' } });
    await user.keyboard('123456');
    await waitFor(() => expect(server.calls('POST', '/auth/verifyAuthToken')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Digit 1')).toBeEnabled());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('isAuthenticator')).toBeNull();
  });

  it('offers "Resend Code" for authenticator type 1, posting /auth/resend/token', async () => {
    const { user, server } = renderVerify();
    server.on('POST', '/auth/resend/token', ok(null));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(server.calls('POST', '/auth/resend/token')).toHaveLength(1);
  });

  it('has no "Resend Code" for other authenticator types', () => {
    sessionStorage.setItem('authenticatorType', '2');
    renderVerify();
    expect(screen.getByRole('heading', { name: 'Security Code Verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
  });

  it('redirects to /home when already verified', () => {
    sessionStorage.setItem('isAuthenticator', 'true');
    renderVerify();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('redirects to /home when no second factor is set up', () => {
    sessionStorage.setItem('authenticatorType', '0');
    renderVerify();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('redirects to /login without a token', () => {
    sessionStorage.clear();
    renderVerify();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('VerifyPage: the API ends or locks the second-factor step', () => {
  beforeEach(() =>
    seedSession({ token: 'verify-only', userId: 'u1', authenticatorType: '2', forceChangePassword: 'false' }),
  );

  it("a 401 (too many wrong codes) goes back to the login form showing the API's message", async () => {
    const { user, server, router, onUnauthorized, httpToast } = renderVerifyThenLogin();
    server.on('POST', '/auth/verifyAuthToken', fail(401, ENDED));
    await user.keyboard('111111');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(httpToast).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('jwtMaxUser')).toBeNull();
    expect(screen.getByLabelText('User name')).toBeInTheDocument();
  });

  it('the message leaves the history entry once shown, and logging in again clears it', async () => {
    const { user, server, router } = renderVerifyThenLogin();
    server.on('POST', '/auth/verifyAuthToken', fail(401, ENDED));
    await user.keyboard('111111');
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(ENDED)).toBeInTheDocument();

    server.on('POST', '/auth/login', { hold: true });
    await user.type(screen.getByLabelText('User name'), 'secureplayer');
    await user.type(screen.getByLabelText('Password'), 'Secure#2026{Enter}');
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it("a 429 keeps the API's message under the boxes as it is, until the next code", async () => {
    const { user, server, httpToast } = renderVerify();
    server.on('POST', '/auth/verifyAuthToken', fail(429, LOCKED_OUT));
    await user.keyboard('111111');

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(LOCKED_OUT);
    expect(screen.getByRole('group', { name: 'Security code' })).toHaveAccessibleDescription(LOCKED_OUT);
    expect(httpToast).toHaveBeenCalledWith(LOCKED_OUT, 'error', 1500);
    await waitFor(() => expect(digitInputs().map((i) => i.value)).toEqual(['', '', '', '', '', '']));
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('verify-only');

    server.on('POST', '/auth/verifyAuthToken', { hold: true });
    await waitFor(() => expect(screen.getByLabelText('Digit 1')).toBeEnabled());
    await user.keyboard('222222');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

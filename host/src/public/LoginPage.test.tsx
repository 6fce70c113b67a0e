import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { HttpError } from '@backlay/shared/http';
import { fail, ok, TEST_IDS } from '@backlay/shared/testing';
import { createTestHost, HostProviders, LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { LoginPage, validateLogin } from './LoginPage.js';
import { lockOutMessage, loginNoticeOf, loginNoticeState } from './notices.js';

const ACCOUNT_LOCKED = 'Too many attempts for this account. Try again in 15 minutes.';

const LOGIN = {
  token: 'jwt-login',
  userId: 'user-7',
  userName: 'player7',
  authenticatorType: 0,
  isAuthenticator: false,
  forceChangePassword: false,
  isDemo: false,
};

function renderLogin() {
  const result = renderWithHost(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { path: '/login' },
  );
  return { ...result, user: userEvent.setup() };
}

beforeEach(() => sessionStorage.clear());

describe('validateLogin', () => {
  it('requires a user name (not just spaces) and a password', () => {
    expect(validateLogin({ userName: ' ', password: '' })).toEqual({
      userName: 'User name is required',
      password: 'Password is required',
    });
    expect(validateLogin({ userName: 'a', password: 'b' })).toEqual({});
  });
});

describe('LoginPage', () => {
  it('shows field errors only after the field was touched', async () => {
    const { user } = renderLogin();
    expect(screen.queryByText('User name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('User name'));
    await user.tab();
    expect(screen.getByText('User name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('User name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('User name')).toHaveAccessibleDescription('User name is required');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('User name'), 'player7');
    expect(screen.queryByText('User name is required')).not.toBeInTheDocument();
  });

  it('submitting empty fields shows both errors and sends nothing', async () => {
    const { user, server } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('User name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('posts auth/login, stores the session and goes home', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', ok(LOGIN));
    await user.type(screen.getByLabelText('User name'), '  player7 ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(server.calls('POST', '/auth/login')).toHaveLength(1);
    expect(server.calls('POST', '/auth/login')[0]?.body).toEqual({ userName: 'player7', password: 'secret' });
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('jwt-login');
    expect(sessionStorage.getItem('userId')).toBe('user-7');
    expect(sessionStorage.getItem('authenticatorType')).toBe('0');
    expect(sessionStorage.getItem('forceChangePassword')).toBe('false');
    expect(sessionStorage.getItem('isDemo')).toBeNull();
  });

  it('submits with Enter from the password field', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', ok(LOGIN));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('goes to /verify when a second factor is pending', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', ok({ ...LOGIN, authenticatorType: 1, isAuthenticator: true }));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify');
  });

  it('goes to /change-password when the password must be changed', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', ok({ ...LOGIN, forceChangePassword: true }));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/change-password');
    expect(sessionStorage.getItem('forceChangePassword')).toBe('true');
  });

  it('the demo button posts /user/loginWithDemo and sets isDemo', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/user/loginWithDemo', ok({ ...LOGIN, token: 'jwt-demo', isDemo: true }));
    await user.click(screen.getByTestId(TEST_IDS.demoLogin));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(server.calls('POST', '/user/loginWithDemo')).toHaveLength(1);
    expect(server.calls('POST', '/auth/login')).toHaveLength(0);
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('jwt-demo');
    expect(sessionStorage.getItem('isDemo')).toBe('true');
  });

  it('shows the server message in an error toast for 1500 ms on a 400 and stays on the page', async () => {
    const { user, server, httpToast } = renderLogin();
    server.on('POST', '/auth/login', fail(400, 'Invalid user name or password'));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(httpToast).toHaveBeenCalledWith('Invalid user name or password', 'error', 1500));
    expect(httpToast).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('jwtMaxUser')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', { hold: true });
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    await user.click(screen.getByTestId(TEST_IDS.demoLogin));
    expect(server.requests).toHaveLength(1);
    server.held('POST', '/auth/login').release(200, { statusCode: 200, data: LOGIN });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });
});

describe('notices', () => {
  it('reads a message from router state, and nothing else', () => {
    expect(loginNoticeOf(loginNoticeState('Please log in again.'))).toBe('Please log in again.');
    expect(loginNoticeOf(null)).toBeNull();
    expect(loginNoticeOf({ loginNotice: '  ' })).toBeNull();
    expect(loginNoticeOf({ loginNotice: 7 })).toBeNull();
    expect(loginNoticeOf('Please log in again.')).toBeNull();
  });

  it('keeps the words of a 429 only', () => {
    expect(lockOutMessage(new HttpError(ACCOUNT_LOCKED, { status: 429 }))).toBe(ACCOUNT_LOCKED);
    expect(lockOutMessage(new HttpError('Invalid user name or password', { status: 400 }))).toBeNull();
    expect(lockOutMessage(new Error(ACCOUNT_LOCKED))).toBeNull();
  });
});

describe('LoginPage: lock-outs and messages brought here', () => {
  it("a 429 shows the API's message as it is on the form, as well as in the toast, until the next try", async () => {
    const { user, server, httpToast } = renderLogin();
    server.on('POST', '/auth/login', fail(429, ACCOUNT_LOCKED));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(ACCOUNT_LOCKED);
    expect(httpToast).toHaveBeenCalledWith(ACCOUNT_LOCKED, 'error', 1500);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());

    server.on('POST', '/auth/login', { hold: true });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 429 on the demo login is kept on the form too', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/user/loginWithDemo', fail(429, 'Too many attempts. Please try again in 30 seconds.'));
    await user.click(screen.getByTestId(TEST_IDS.demoLogin));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 30 seconds.');
  });

  it('a 400 stays a toast only', async () => {
    const { user, server, httpToast } = renderLogin();
    server.on('POST', '/auth/login', fail(400, 'Invalid user name or password'));
    await user.type(screen.getByLabelText('User name'), 'player7');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    await waitFor(() => expect(httpToast).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a message that arrives with a navigation while the form is already on screen', async () => {
    function SendBack() {
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() => void navigate('/login', { replace: true, state: loginNoticeState('Please log in again.') })}
        >
          send back
        </button>
      );
    }
    const user = userEvent.setup();
    renderWithHost(
      <>
        <SendBack />
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </>,
      { path: '/login' },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'send back' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in again.');
  });
});

describe('LoginPage drawn at build time', () => {
  it('keeps what was typed before its code ran, and its buttons wait for the code', async () => {
    const { host } = createTestHost();
    const page = (
      <HostProviders host={host}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </HostProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const drawn = within(container);
    // Without its code the form cannot be sent (a native GET would put the password in the address).
    expect(drawn.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(drawn.getByRole('button', { name: 'Login with Demo ID' })).toBeDisabled();
    (container.querySelector('#login-userName') as HTMLInputElement).value = 'early';

    render(page, { container, hydrate: true });
    const login = drawn.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.setup().click(login);
    expect(await drawn.findByText('Password is required')).toBeInTheDocument();
    expect(drawn.queryByText('User name is required')).not.toBeInTheDocument();
    expect(drawn.getByLabelText('User name')).toHaveValue('early');
  });
});

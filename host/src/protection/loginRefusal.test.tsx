import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AccountRefusal } from '@backlay/shared/api';
import { HttpError } from '@backlay/shared/http';
import { fail, ok, type FakeReply } from '@backlay/shared/testing';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { LoginPage } from '../public/LoginPage.js';
import { loginRefusalOf } from './loginRefusal.js';

const HELP = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
];

function refused(message: string, account: Partial<AccountRefusal> = {}): FakeReply {
  return {
    status: 403,
    body: {
      statusCode: 403,
      code: 'ACCOUNT_RESTRICTED',
      message,
      account: { status: 'selfExcluded', until: null, revocable: false, revokesAt: null, help: HELP, ...account },
    },
  };
}

const COOLING_OFF = 'Your account is taking a break until 6 Dec 2026, 10:00 UTC. You can log in again then.';

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

async function logIn(user: ReturnType<typeof userEvent.setup>, userName = 'player7', password = 'Secret#2026') {
  await user.type(screen.getByLabelText('User name'), userName);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => sessionStorage.clear());

describe('the login page, when the account state refuses the log-in', () => {
  it('says why and until when, and links the help organisations', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', refused(COOLING_OFF, { status: 'coolingOff', until: '2026-12-06T10:00:00.000Z' }));
    await logIn(user);

    const help = await screen.findByRole('navigation', { name: 'Help and support' });
    expect(screen.getByRole('alert')).toHaveTextContent(COOLING_OFF);
    // The server's words name the end already: not said twice.
    expect(screen.getAllByText(/6 Dec 2026, 10:00 UTC/)).toHaveLength(1);
    const links = within(help).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['GamCare', 'https://www.gamcare.org.uk/'],
      ['Gambling Therapy', 'https://www.gamblingtherapy.org/'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    // A break ends by itself: nothing to ask for.
    expect(screen.queryByRole('button', { name: 'Ask to end my self-exclusion' })).not.toBeInTheDocument();
    // Still on the login page, signed out.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('jwtMaxUser')).toBeNull();
  });

  it('gives the end date when the message does not', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', refused('This account is self-excluded.', { until: '2027-05-29T08:30:00.000Z' }));
    await logIn(user);
    expect(await screen.findByText('Until 29 May 2027, 08:30 UTC.')).toBeInTheDocument();
  });

  it('asks to end a self-exclusion whose period is over with the credentials just typed, then gives the end date', async () => {
    const { user, server } = renderLogin();
    server.on(
      'POST',
      '/auth/login',
      refused(
        'Your self-exclusion period ended on 1 Jun 2026, 10:00 UTC. It ends 7 days after you ask for it to end.',
        {
          until: '2026-06-01T10:00:00.000Z',
          revocable: true,
        },
      ),
    );
    server.on(
      'POST',
      '/auth/selfExclusion/revoke',
      ok({ revokesAt: '2026-12-06T10:00:00.000Z' }, 'Your self-exclusion ends in 7 days.'),
    );
    await logIn(user, '  player7 ', 'Secret#2026');

    await user.click(await screen.findByRole('button', { name: 'Ask to end my self-exclusion' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your self-exclusion ends on 6 Dec 2026, 10:00 UTC.');
    expect(server.calls('POST', '/auth/selfExclusion/revoke')).toHaveLength(1);
    expect(server.calls('POST', '/auth/selfExclusion/revoke')[0]?.body).toEqual({
      userName: 'player7',
      password: 'Secret#2026',
    });
    expect(screen.queryByRole('button', { name: 'Ask to end my self-exclusion' })).not.toBeInTheDocument();
  });

  it('keeps the server reason beside the button when the request is refused', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', refused('Your self-exclusion period has ended.', { revocable: true }));
    const notOver = 'Your self-exclusion lasts until 6 Dec 2026, 10:00 UTC.';
    server.on('POST', '/auth/selfExclusion/revoke', refused(notOver, { revocable: false }));
    await logIn(user);

    const ask = await screen.findByRole('button', { name: 'Ask to end my self-exclusion' });
    await user.click(ask);
    expect(await screen.findByText(notOver)).toBeInTheDocument();
    expect(ask).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the date a revocation already asked for takes effect, with nothing more to ask', async () => {
    const { user, server } = renderLogin();
    server.on(
      'POST',
      '/auth/login',
      refused('Your self-exclusion is ending.', { revocable: false, revokesAt: '2026-12-03T09:15:00.000Z' }),
    );
    await logIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your self-exclusion ends on 3 Dec 2026, 09:15 UTC.');
    expect(screen.queryByRole('button', { name: 'Ask to end my self-exclusion' })).not.toBeInTheDocument();
  });

  it('says the date of a revocation once when the server words name it', async () => {
    const { user, server } = renderLogin();
    const ending = 'Your self-exclusion ends on 3 Dec 2026, 09:15 UTC, 7 days after you asked.';
    server.on('POST', '/auth/login', refused(ending, { revokesAt: '2026-12-03T09:15:00.000Z' }));
    await logIn(user);
    expect(await screen.findByRole('navigation', { name: 'Help and support' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ending);
    expect(screen.getAllByText(/3 Dec 2026, 09:15 UTC/)).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes away with the next attempt, which logs in', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', refused(COOLING_OFF, { status: 'coolingOff' }));
    await logIn(user);
    expect(await screen.findByRole('navigation', { name: 'Help and support' })).toBeInTheDocument();
    server.on(
      'POST',
      '/auth/login',
      ok({
        token: 'jwt-login',
        userId: 'user-7',
        userName: 'player7',
        authenticatorType: 0,
        isAuthenticator: false,
        forceChangePassword: false,
        isDemo: false,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('an ordinary 403 is no refusal of the account', async () => {
    const { user, server } = renderLogin();
    server.on('POST', '/auth/login', fail(403, 'Forbidden'));
    await logIn(user);
    await screen.findByRole('button', { name: 'Login' });
    expect(server.calls('POST', '/auth/login')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help and support' })).not.toBeInTheDocument();
  });
});

describe('loginRefusalOf', () => {
  const error = (body: unknown) => new HttpError('Refused', { status: 403, body });
  const account = { status: 'blocked', until: null, revocable: false, revokesAt: null, help: HELP };

  it('takes the account state from a 403 ACCOUNT_RESTRICTED only', () => {
    expect(loginRefusalOf(error({ code: 'ACCOUNT_RESTRICTED', account }), null)?.account).toEqual(account);
    expect(loginRefusalOf(error({ code: 'FORBIDDEN', account }), null)).toBeNull();
    expect(
      loginRefusalOf(new HttpError('Refused', { status: 400, body: { code: 'ACCOUNT_RESTRICTED', account } }), null),
    ).toBeNull();
    expect(
      loginRefusalOf(error({ code: 'ACCOUNT_RESTRICTED', account: { ...account, revocable: 'yes' } }), null),
    ).toBeNull();
    expect(loginRefusalOf(new Error('Refused'), null)).toBeNull();
  });

  it('links only named help on the web', () => {
    const help = [
      { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
      { name: 'Script', url: 'javascript:alert(1)' },
      { name: 'Nowhere', url: 'not a url' },
      { url: 'https://example.org/' },
    ];
    const refusal = loginRefusalOf(error({ code: 'ACCOUNT_RESTRICTED', account: { ...account, help } }), null);
    expect(refusal?.account.help).toEqual([{ name: 'GamCare', url: 'https://www.gamcare.org.uk/' }]);
  });
});

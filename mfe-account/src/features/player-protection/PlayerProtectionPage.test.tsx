import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { CoolOffRequest, PlayerLimit, Protection, ProtectionEvent, SetLimitRequest } from '@backlay/shared/api';
import { LIMIT_INFO } from '@backlay/shared/rules';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { PASSWORD_REQUIRED } from './BreakSection.js';
import { LIMITS_NOTE } from './LimitsSection.js';
import { PlayerProtectionPage } from './PlayerProtectionPage.js';
import { AMOUNT_INVALID, AMOUNT_REQUIRED } from './protectionText.js';

const PASSWORD = 'Backlay#2026';
const WRONG_PASSWORD = 'The password is not correct.';
/** Local time, so the page prints it as written whatever the machine's time zone. */
const PENDING_FROM = '2026-12-06T10:00:00';
const UNTIL = '2026-12-06T10:00:00';

const LIMITS: PlayerLimit[] = [
  { key: 'lossDay', amount: 500, pending: { amount: 800, from: PENDING_FROM }, used: 120.5 },
  { key: 'lossWeek', amount: null, pending: null, used: 40 },
  { key: 'lossMonth', amount: 2000, pending: { amount: null, from: PENDING_FROM }, used: 0 },
  { key: 'stakeDay', amount: null, pending: null, used: 310 },
  { key: 'stakeWeek', amount: null, pending: null, used: 310 },
  { key: 'stakeMonth', amount: 10000, pending: null, used: 1250 },
  { key: 'maxStake', amount: 250, pending: null, used: null },
];

const PROTECTION: Protection = {
  status: 'active',
  statusUntil: null,
  limits: LIMITS,
  realityCheck: {
    intervalMinutes: 60,
    sessionStartedAt: '2026-11-29T09:00:00',
    dueAt: '2026-11-29T10:00:00',
    sessionProfitLoss: -20,
  },
};

const HISTORY: ProtectionEvent[] = [
  {
    at: '2026-11-29T09:05:07',
    action: 'limit.pending',
    message: 'Loss limit per 24 hours will rise to 800.00 on 6 Dec 2026, 10:00.',
  },
  {
    at: '2026-11-28T18:30:00',
    action: 'limit.refused',
    message: 'A bet of 300.00 was refused: Maximum stake per bet is 250.00.',
  },
];

const two = (n: number) => n.toFixed(2);

/** The limits call as the API answers it: a decrease at once, a rise or removal 7 days later. */
function limitAnswer(state: Protection, body: SetLimitRequest) {
  const label = LIMIT_INFO[body.key].label;
  const limits = state.limits.map((limit): PlayerLimit => {
    if (limit.key !== body.key) return limit;
    const lower = body.amount !== null && (limit.amount === null || body.amount <= limit.amount);
    return lower
      ? { ...limit, amount: body.amount, pending: null }
      : { ...limit, pending: { amount: body.amount, from: PENDING_FROM } };
  });
  const before = state.limits.find((l) => l.key === body.key)?.amount ?? null;
  const now = limits.find((l) => l.key === body.key);
  let message: string;
  if (now?.pending === null && body.amount !== null) message = `${label} is now ${two(body.amount)}, in force now.`;
  else if (body.amount === null)
    message = `${label} will be removed on 6 Dec 2026, 10:00; until then ${two(before ?? 0)} stays in force.`;
  else
    message = `${label} will rise to ${two(body.amount)} on 6 Dec 2026, 10:00; until then ${two(before ?? 0)} stays in force.`;
  return { state: { ...state, limits }, message };
}

function setup(options: { protection?: Protection; history?: ProtectionEvent[]; path?: string } = {}) {
  const testHost = createTestHost();
  const { server } = testHost;
  let state = options.protection ?? PROTECTION;
  server.on('GET', '/user/protection', () => ok(state));
  server.on('GET', '/user/protection/history', ok(options.history ?? HISTORY));
  server.on('POST', '/user/protection/limits', (req) => {
    const answer = limitAnswer(state, req.body as SetLimitRequest);
    state = answer.state;
    return ok(state, answer.message);
  });
  server.on('POST', '/user/protection/realityCheck', (req) => {
    const { intervalMinutes } = req.body as { intervalMinutes: number };
    state = { ...state, realityCheck: { ...state.realityCheck, intervalMinutes } };
    return ok(state, `The reality check now appears every ${intervalMinutes} minutes.`);
  });
  const breakCall = (req: { body: unknown }, until: string | null) => {
    const { password } = req.body as CoolOffRequest;
    return password === PASSWORD ? ok({ until }) : fail(400, WRONG_PASSWORD);
  };
  server.on('POST', '/user/protection/coolOff', (req) => breakCall(req, UNTIL));
  server.on('POST', '/user/protection/selfExclude', (req) =>
    breakCall(req, (req.body as { period: string }).period === 'permanent' ? null : UNTIL),
  );
  const view = renderWithHost(<PlayerProtectionPage />, { testHost, path: options.path ?? '/player-protection' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const limitCard = (key: keyof typeof LIMIT_INFO) => screen.getByRole('article', { name: LIMIT_INFO[key].label });
const limitForm = (key: keyof typeof LIMIT_INFO) => within(limitCard(key)).getByRole('form');
const posts = (server: ReturnType<typeof setup>['server'], path: string) =>
  server.calls('POST', path).map((r) => r.body);

describe('PlayerProtectionPage', () => {
  it('shows the account state and the seven limits: in force, used, and any change waiting for its date', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Player Protection' })).toBeInTheDocument();
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
    expect(screen.getByText(LIMITS_NOTE)).toBeInTheDocument();

    const limits = screen.getByRole('region', { name: 'Limits' });
    expect(limits).toHaveAttribute('id', 'limits');
    expect(
      within(limits)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(Object.values(LIMIT_INFO).map((i) => i.label));

    const lossDay = within(limitCard('lossDay'));
    expect(lossDay.getByText('In force: 500.00')).toBeInTheDocument();
    expect(lossDay.getByText("Used: 120.50 (net losses and open bets' worst case)")).toBeInTheDocument();
    expect(lossDay.getByText('Rises to 800.00 on 6 Dec 2026, 10:00')).toBeInTheDocument();

    expect(within(limitCard('lossWeek')).getByText('No limit')).toBeInTheDocument();
    expect(within(limitCard('lossMonth')).getByText('Will be removed on 6 Dec 2026, 10:00')).toBeInTheDocument();
    // A removal already waits: nothing more to remove.
    expect(within(limitCard('lossMonth')).queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
    expect(within(limitCard('stakeMonth')).getByText('Used: 1,250.00 staked')).toBeInTheDocument();
    const maxStake = within(limitCard('maxStake'));
    expect(maxStake.getByText('In force: 250.00')).toBeInTheDocument();
    expect(maxStake.queryByText(/Used:/)).not.toBeInTheDocument();
  });

  it('lowers a limit at once and shows the server’s message', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    const form = within(limitForm('stakeMonth'));
    await user.type(form.getByLabelText('New limit'), '7500.5');
    await user.click(form.getByRole('button', { name: 'Set limit' }));

    expect(await form.findByRole('status')).toHaveTextContent('Stake limit per month is now 7500.50, in force now.');
    expect(posts(server, '/user/protection/limits')).toEqual([{ key: 'stakeMonth', amount: 7500.5 }]);
    // The answered Protection is what the page shows now, and the history is asked for again.
    expect(within(limitCard('stakeMonth')).getByText('In force: 7,500.50')).toBeInTheDocument();
    expect(form.getByLabelText<HTMLInputElement>('New limit').value).toBe('');
    await waitFor(() => expect(server.calls('GET', '/user/protection/history')).toHaveLength(2));
  });

  it('raises a limit: the server keeps the old amount for 7 days, and the page shows the rise with its date', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    const form = within(limitForm('maxStake'));
    await user.type(form.getByLabelText('New limit'), '1,000');
    await user.click(form.getByRole('button', { name: 'Set limit' }));

    expect(await form.findByRole('status')).toHaveTextContent(
      'Maximum stake per bet will rise to 1000.00 on 6 Dec 2026, 10:00; until then 250.00 stays in force.',
    );
    expect(posts(server, '/user/protection/limits')).toEqual([{ key: 'maxStake', amount: 1000 }]);
    const card = within(limitCard('maxStake'));
    expect(card.getByText('In force: 250.00')).toBeInTheDocument();
    expect(card.getByText('Rises to 1,000.00 on 6 Dec 2026, 10:00')).toBeInTheDocument();
  });

  it('refuses an amount that is not above 0 with at most 2 decimals, sending nothing', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    const form = within(limitForm('lossWeek'));
    const input = form.getByLabelText('New limit');
    const submit = form.getByRole('button', { name: 'Set limit' });

    await user.click(submit);
    expect(form.getByRole('alert')).toHaveTextContent(AMOUNT_REQUIRED);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    for (const text of ['12.345', '-5', '0', 'abc']) {
      await user.clear(input);
      await user.type(input, text);
      await user.click(submit);
      expect(form.getByRole('alert')).toHaveTextContent(AMOUNT_INVALID);
    }
    expect(server.calls('POST', '/user/protection/limits')).toHaveLength(0);

    // Typing again clears the complaint.
    await user.type(input, '1');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a limit (pending for 7 days)', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    const form = within(limitForm('lossDay'));
    await user.click(form.getByRole('button', { name: 'Remove limit' }));

    expect(await form.findByRole('status')).toHaveTextContent(
      'Loss limit per 24 hours will be removed on 6 Dec 2026, 10:00; until then 500.00 stays in force.',
    );
    expect(posts(server, '/user/protection/limits')).toEqual([{ key: 'lossDay', amount: null }]);
    const card = within(limitCard('lossDay'));
    expect(card.getByText('Will be removed on 6 Dec 2026, 10:00')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the limit, not as a toast, and changes nothing', async () => {
    const { user, server, httpToast } = setup();
    server.on('POST', '/user/protection/limits', fail(400, 'Limits cannot be changed while the account is frozen.'));
    await screen.findByText('Your account is active.');
    const form = within(limitForm('lossDay'));
    await user.type(form.getByLabelText('New limit'), '100');
    await user.click(form.getByRole('button', { name: 'Set limit' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Limits cannot be changed while the account is frozen.');
    expect(within(limitCard('lossDay')).getByText('In force: 500.00')).toBeInTheDocument();
    expect(form.getByLabelText<HTMLInputElement>('New limit').value).toBe('100');
    expect(httpToast).not.toHaveBeenCalled();
  });

  it('sets how often the reality check appears', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    const form = within(screen.getByRole('form', { name: 'Reality check' }));
    expect(form.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(form.getByRole('radio', { name: '30 minutes' }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByRole('status')).toHaveTextContent('The reality check now appears every 30 minutes.');
    expect(posts(server, '/user/protection/realityCheck')).toEqual([{ intervalMinutes: 30 }]);
    expect(form.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes a break only with the password, saying what happens and until when, then signs out', async () => {
    const { user, server, signOut } = setup();
    await screen.findByText('Your account is active.');
    await user.click(screen.getByRole('radio', { name: '1 week' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Take a break for 1 week' }));
    expect(dialog.getByText(/logged out at once/)).toHaveTextContent(
      `until ${dayjs().add(1, 'week').format('D MMM YYYY')}`,
    );
    expect(dialog.getByText(/cannot be undone/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Take a break and log out' });

    await user.click(confirm);
    expect(dialog.getByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
    expect(server.calls('POST', '/user/protection/coolOff')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Your password'), 'wrong');
    await user.click(confirm);
    expect(await dialog.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(dialog.getByLabelText<HTMLInputElement>('Your password').value).toBe('');

    await user.type(dialog.getByLabelText('Your password'), PASSWORD);
    await user.click(confirm);
    await waitFor(() =>
      expect(signOut).toHaveBeenCalledWith('forced', 'You are taking a break until 6 Dec 2026, 10:00.'),
    );
    expect(posts(server, '/user/protection/coolOff')).toEqual([
      { period: '1w', password: 'wrong' },
      { period: '1w', password: PASSWORD },
    ]);
  });

  it('self-excludes permanently only with the password, in stronger words, naming where to find help', async () => {
    const { user, server, signOut } = setup();
    await screen.findByText('Your account is active.');
    const section = within(screen.getByRole('region', { name: 'Self-exclusion' }));
    expect(section.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
    await user.click(section.getByRole('radio', { name: 'Permanently' }));
    await user.click(section.getByRole('button', { name: 'Self-exclude' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Self-exclude permanently' }));
    expect(dialog.getByText(/never be able to use this account again/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute(
      'href',
      'https://www.gamblingtherapy.org/',
    );
    const confirm = dialog.getByRole('button', { name: 'Self-exclude and log out' });
    await user.click(confirm);
    expect(dialog.getByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
    expect(server.calls('POST', '/user/protection/selfExclude')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Your password'), PASSWORD);
    await user.click(confirm);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('forced', 'You have self-excluded permanently.'));
    expect(posts(server, '/user/protection/selfExclude')).toEqual([{ period: 'permanent', password: PASSWORD }]);
  });

  it('closes the dialog on Cancel without sending anything', async () => {
    const { user, server } = setup();
    await screen.findByText('Your account is active.');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 6 months' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/user/protection/selfExclude')).toHaveLength(0);
  });

  it('lists the history, newest first, with times as the reports print them', async () => {
    setup();
    const history = await screen.findByRole('region', { name: 'History' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `29/11/2026 09:05:07${HISTORY[0]?.message ?? ''}`,
      `28/11/2026 18:30:00${HISTORY[1]?.message ?? ''}`,
    ]);
  });

  it('says when there is no history yet', async () => {
    setup({ history: [] });
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });

  it('names another account state and what it means', async () => {
    setup({ protection: { ...PROTECTION, status: 'frozen', statusUntil: null } });
    expect(await screen.findByText(/^Your account is frozen\./)).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/user/protection', fail(500, 'Something went wrong.'));
    renderWithHost(<PlayerProtectionPage />, { testHost, path: '/player-protection' });
    expect(await screen.findByText('Your protection settings could not be loaded.')).toBeInTheDocument();
    testHost.server.on('GET', '/user/protection', ok(PROTECTION));
    testHost.server.on('GET', '/user/protection/history', ok([]));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
  });

  it('scrolls to the limits when the address asks for #limits', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record the calls instead.
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    try {
      setup({ path: '/player-protection#limits' });
      await screen.findByText('Your account is active.');
      await waitFor(() => expect(scrolled).toEqual(['limits']));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});

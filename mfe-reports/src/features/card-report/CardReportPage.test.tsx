import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { CASINO_LOBBY } from '@backlay/shared/cards/lobby';
import {
  cardLabel,
  cardTable,
  familyOf,
  standardDeck,
  type CardResultPage,
  type CardResultRecord,
  type CardRoundDetail,
} from '@backlay/shared/cards';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { REPORT_TEST_IDS, reportRowTestId } from '../../testIds.js';
import { formatDateTime, lastDays, localDayBounds, type DateRange } from '../../ui/index.js';
import { SEARCH_DEBOUNCE_MS } from '../casino-bets/SearchField.js';
import { CardReportPage } from './CardReportPage.js';
import { cardText, cardsText, resultParts, resultText } from './cardReport.js';

// downloadCsv lets go of the file's URL a second after the download, later than catchCsvDownloads'
// restore(): jsdom has no URL.revokeObjectURL, so a no-op stands in for the whole file.
const savedRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
beforeAll(() => {
  if (typeof URL.revokeObjectURL !== 'function')
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true, writable: true });
});
afterAll(() => {
  if (savedRevoke) Object.defineProperty(URL, 'revokeObjectURL', savedRevoke);
  else Reflect.deleteProperty(URL, 'revokeObjectURL');
});

// WebCrypto as a browser has it (jsdom offers none).
const savedCrypto = globalThis.crypto;
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
});
afterAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: savedCrypto, configurable: true, writable: true });
});

type Answer = Parameters<TestHost['server']['on']>[2];

function record(n: number, overrides: Partial<CardResultRecord> = {}): CardResultRecord {
  return {
    mid: String(102260110135900 + n),
    gameType: 'teen20',
    createdAt: new Date(2026, 10, 20, 14, 0, n % 60).toISOString(),
    win: '1',
    desc: 'Player A|A: Pair|B: High Card',
    sid: '1',
    cards: ['AHH', 'KDD', '10SS', 'QCC', '2HH', '3DD'],
    ...overrides,
  };
}

const pageOf = (rows: CardResultRecord[], count = rows.length): CardResultPage => ({ count, rows });

function servePages(count: number) {
  const all = Array.from({ length: count }, (_, i) => record(i + 1, i === 1 ? { desc: '=Tie|"odd", really' } : {}));
  return (request: FakeRequest) => {
    const page = Number(request.query.get('page'));
    const limit = Number(request.query.get('limit'));
    return ok(pageOf(all.slice((page - 1) * limit, page * limit), count));
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

const search = () => screen.getByRole('status', { name: 'location' }).textContent;

function open(
  path = '/card-report',
  answers: Record<string, Answer> = { '/card/result/ballbyball': ok(pageOf([record(1, { gameType: 'ballbyball' })])) },
) {
  const testHost = createTestHost();
  for (const [route, answer] of Object.entries(answers)) testHost.server.on('GET', route, answer);
  const user = userEvent.setup({ delay: null });
  const view = renderWithHost(
    <>
      <CardReportPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user };
}

const listCalls = (view: { server: TestHost['server'] }) =>
  view.server.requests.filter((r) => r.path.startsWith('/card/result/') && !r.path.startsWith('/card/result/detail/'));
const lastCall = (view: { server: TestHost['server'] }) => listCalls(view).at(-1);
const lastQuery = (view: { server: TestHost['server'] }) => Object.fromEntries(lastCall(view)?.query ?? []);

function between(range: DateRange): string {
  const { start, end } = localDayBounds(range);
  return `between${start}|${end}`;
}

const MID = (n: number) => String(102260110135900 + n);

describe('Card Report: requests', () => {
  it('opens on the first lobby table for the last 7 days, newest first, 15 a page', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId(MID(1)));
    expect(listCalls(view)).toHaveLength(1);
    expect(lastCall(view)?.path).toBe('/card/result/ballbyball');
    expect(lastQuery(view)).toEqual({
      page: '1',
      limit: '15',
      sort: 'cardResult.createdAt:DESC',
      'cardResult.createdAt': between(lastDays(7)),
    });
    expect(search()).toBe('');
  });

  it('offers every live table by name, in lobby order', async () => {
    open();
    await screen.findByTestId(reportRowTestId(MID(1)));
    const options = within(screen.getByLabelText('Table')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual(
      CASINO_LOBBY.map((t) => [t.code, t.name]),
    );
    // 31 tables: Ball By Ball, Casino Queen and Casino War among them.
    expect(options).toHaveLength(31);
    expect(options.filter((o) => ['war', 'ballbyball', 'queen'].includes(o.getAttribute('value') ?? ''))).toHaveLength(
      3,
    );
    expect(screen.getByLabelText('Table')).toHaveValue('ballbyball');
  });

  it('reads the table, range, search and page from the URL', async () => {
    const view = open('/card-report?table=32cards-A&from=2026-03-01&to=2026-03-05&q=1022&page=2', {
      '/card/result/32cards-A': ok(pageOf([record(1)], 31)),
    });
    await screen.findByTestId(reportRowTestId(MID(1)));
    expect(lastCall(view)?.path).toBe('/card/result/32cards-A');
    expect(lastQuery(view)).toEqual({
      page: '2',
      limit: '15',
      sort: 'cardResult.createdAt:DESC',
      searchBy: 'mid',
      keyword: '1022',
      'cardResult.createdAt': between({ from: '2026-03-01', to: '2026-03-05' }),
    });
    expect(screen.getByLabelText('Table')).toHaveValue('32cards-A');
    expect(screen.getByLabelText('Round ID')).toHaveValue('1022');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads the first table for a table it does not know', async () => {
    const view = open('/card-report?table=nope');
    await screen.findByTestId(reportRowTestId(MID(1)));
    expect(lastCall(view)?.path).toBe('/card/result/ballbyball');
  });

  it('switches table and range, back on page 1', async () => {
    const view = open('/card-report?page=2', {
      '/card/result/ballbyball': ok(pageOf([record(1, { gameType: 'ballbyball' })], 40)),
      '/card/result/teen20': ok(pageOf([record(2)])),
    });
    await screen.findByTestId(reportRowTestId(MID(1)));
    await view.user.selectOptions(screen.getByLabelText('Table'), '20-20 Teenpatti');
    await screen.findByTestId(reportRowTestId(MID(2)));
    expect(lastCall(view)?.path).toBe('/card/result/teen20');
    expect(lastQuery(view)).toMatchObject({ page: '1' });
    expect(search()).toBe('?table=teen20');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(lastQuery(view)).toMatchObject({
        'cardResult.createdAt': between({ from: '2026-03-01', to: lastDays(7).to }),
      }),
    );
    expect(lastCall(view)?.path).toBe('/card/result/teen20');
    expect(search()).toBe('?table=teen20&from=2026-03-01');
  });

  it('searches by round id once the player pauses', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId(MID(1)));
    await view.user.type(screen.getByLabelText('Round ID'), '10');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(listCalls(view)).toHaveLength(1);
    await view.user.type(screen.getByLabelText('Round ID'), '2260');
    await waitFor(() => expect(listCalls(view)).toHaveLength(2), { timeout: 2000 });
    expect(lastQuery(view)).toMatchObject({ searchBy: 'mid', keyword: '102260', page: '1' });
    expect(search()).toBe('?q=102260');
  });

  it('pages through the URL', async () => {
    const view = open('/card-report', { '/card/result/ballbyball': servePages(20) });
    await screen.findByTestId(reportRowTestId(MID(1)));
    expect(within(screen.getByTestId(REPORT_TEST_IDS.rows)).getAllByRole('row')).toHaveLength(15);
    await view.user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByTestId(reportRowTestId(MID(16)));
    expect(within(screen.getByTestId(REPORT_TEST_IDS.rows)).getAllByRole('row')).toHaveLength(5);
    expect(lastQuery(view)).toMatchObject({ page: '2', limit: '15' });
    expect(search()).toBe('?page=2');
  });
});

describe('Card Report: what it shows', () => {
  it('shows round id, settled time, result and cards', async () => {
    const r = record(1, { gameType: 'ballbyball' });
    open();
    const row = await screen.findByTestId(reportRowTestId(MID(1)));
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([MID(1), formatDateTime(r.createdAt), 'Player A · A: Pair · B: High Card', 'A♠ K♥ 10♦ Q♣ 2♠ 3♥']);
    expect(within(row).getByText('Player A').tagName).toBe('STRONG');
    expect(screen.getByTestId(REPORT_TEST_IDS.totals)).toHaveTextContent('Ball By Ball rounds1');
  });

  it('says so when the table has no rounds for the filters', async () => {
    open('/card-report', { '/card/result/ballbyball': ok(pageOf([], 0)) });
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent(
      'No settled Ball By Ball rounds for these filters.',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the server message and asks again on Retry', async () => {
    const view = open('/card-report', { '/card/result/ballbyball': fail(500, 'Database unavailable') });
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('The card report could not be loaded.');
    expect(error).toHaveTextContent('Database unavailable');
    view.server.on('GET', '/card/result/ballbyball', ok(pageOf([record(3)])));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId(reportRowTestId(MID(3)));
    expect(listCalls(view)).toHaveLength(2);
  });

  it('exports every page of the table as CSV', async () => {
    const downloads = catchCsvDownloads();
    try {
      const view = open('/card-report?table=teen20&from=2026-03-01&to=2026-03-05', {
        '/card/result/teen20': servePages(205),
      });
      await screen.findByTestId(reportRowTestId(MID(1)));
      await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const exportCalls = listCalls(view).slice(1);
      expect(exportCalls.map((r) => [r.path, r.query.get('page'), r.query.get('limit')])).toEqual([
        ['/card/result/teen20', '1', '100'],
        ['/card/result/teen20', '2', '100'],
        ['/card/result/teen20', '3', '100'],
      ]);
      for (const call of exportCalls)
        expect(call.query.get('cardResult.createdAt')).toBe(between({ from: '2026-03-01', to: '2026-03-05' }));
      expect(downloads.files[0]?.name).toBe('card-report_teen20_2026-03-01_2026-03-05.csv');
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Table,Round ID,Settled,Winner,Result,Cards');
      expect(lines).toHaveLength(207);
      expect(lines[1]).toBe(
        `20-20 Teenpatti,${MID(1)},${formatDateTime(record(1).createdAt)},Player A,A: Pair · B: High Card,A♠ K♥ 10♦ Q♣ 2♠ 3♥`,
      );
      expect(lines[2]).toBe(
        `20-20 Teenpatti,${MID(2)},${formatDateTime(record(2).createdAt)},'=Tie,"""odd"", really",A♠ K♥ 10♦ Q♣ 2♠ 3♥`,
      );
      expect(lines[205]).toContain(`,${MID(205)},`);
    } finally {
      downloads.restore();
    }
  });
});

// A real 20-20 Teenpatti round: the shoe dealt by the table's own rules, committed to honestly.
const TEEN20 = cardTable('teen20')!;
const SHOE = (() => {
  const deck = standardDeck();
  // A fixed shuffle: every 7th card, wrapping (7 and 52 share no factor).
  return deck.map((_, i) => deck[(i * 7) % deck.length]!);
})();
const SALT = '9f86d081884c7d65a3f0';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function honestRound(mid = MID(1)): CardRoundDetail {
  const family = familyOf(TEEN20);
  const dealt = family.deal(TEEN20, SHOE);
  const result = family.result(TEEN20, dealt);
  return {
    mid,
    gameType: 'teen20',
    createdAt: record(1).createdAt,
    ...result,
    dealt,
    commit: sha256(`${SALT}:${SHOE.join(',')}`),
    salt: SALT,
    shoe: SHOE,
    voided: false,
  };
}

describe('Card Report: a round', () => {
  async function openRound(detail: CardRoundDetail | Answer) {
    const answer: Answer = 'mid' in detail ? ok(detail) : detail;
    const view = open('/card-report?table=teen20', {
      '/card/result/teen20': ok(pageOf([record(1)])),
      [`/card/result/detail/${MID(1)}`]: answer,
    });
    await view.user.click(await screen.findByRole('button', { name: `Round ${MID(1)}: details` }));
    const dialog = await screen.findByRole('dialog', { name: `20-20 Teenpatti: round ${MID(1)}` });
    expect(dialog).toHaveAttribute('data-testid', REPORT_TEST_IDS.roundDetail);
    return { view, dialog };
  }

  it('shows the cards by hand, the result, and verifies the commitment', async () => {
    const detail = honestRound();
    const { dialog, view } = await openRound(detail);
    const handA = await within(dialog).findByRole('group', { name: 'Player A' });
    const cardsOf = (hand: string) => detail.dealt.filter((d) => d.hand === hand).map((d) => cardLabel(d.card));
    expect(
      within(handA)
        .getAllByText(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/)
        .map((c) => c.textContent),
    ).toEqual(cardsOf('A'));
    const handB = within(dialog).getByRole('group', { name: 'Player B' });
    expect(
      within(handB)
        .getAllByText(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/)
        .map((c) => c.textContent),
    ).toEqual(cardsOf('B'));

    const { winner } = resultParts(detail);
    expect(within(dialog).getByTestId(REPORT_TEST_IDS.roundResult)).toHaveTextContent(`Winner: ${winner}`);
    // By its label: once the hash computed here arrives, the same text is shown a second time.
    const fieldOf = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fieldOf('Commitment')).toHaveTextContent(detail.commit);
    expect(within(dialog).getByText(SALT)).toBeInTheDocument();
    expect(within(dialog).getByText(SHOE.map(cardLabel).join(' '))).toBeInTheDocument();

    const verify = within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify);
    await waitFor(() => expect(verify).toHaveTextContent('Verified: the salt and shoe hash to the commitment.'));
    expect(verify).toHaveTextContent('The shoe deals exactly these cards.');
    expect(verify).toHaveTextContent('The cards give this result.');
    // The commitment, and the same hash computed here.
    expect(within(dialog).getAllByText(detail.commit, { selector: 'dd' })).toHaveLength(2);
    expect(view.server.calls('GET', `/card/result/detail/${MID(1)}`)).toHaveLength(1);

    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('verifies a Casino War round that went to war, with its burned cards', async () => {
    const war = cardTable('war')!;
    const family = familyOf(war);
    const shoe = family.deck(war);
    const top = ['9HH', '9SS', '2DD', '3DD', '4DD', '4CC', 'AHH'];
    for (const c of top) shoe.splice(shoe.indexOf(c), 1);
    shoe.unshift(...top);
    const dealt = family.deal(war, shoe);
    const detail: CardRoundDetail = {
      mid: MID(1),
      gameType: 'war',
      createdAt: record(1).createdAt,
      ...family.result(war, dealt),
      dealt,
      commit: sha256(`${SALT}:${shoe.join(',')}`),
      salt: SALT,
      shoe,
      voided: false,
    };
    const view = open('/card-report?table=war', {
      '/card/result/war': ok(pageOf([record(1, { gameType: 'war', win: detail.win, desc: detail.desc })])),
      [`/card/result/detail/${MID(1)}`]: ok(detail),
    });
    await view.user.click(await screen.findByRole('button', { name: `Round ${MID(1)}: details` }));
    const dialog = await screen.findByRole('dialog', { name: `Casino War: round ${MID(1)}` });
    const labels = (hand: string) =>
      within(within(dialog).getByRole('group', { name: hand }))
        .getAllByText(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/)
        .map((c) => c.textContent);
    expect(labels('Player')).toEqual(['9♠', '4♣']);
    expect(labels('Dealer')).toEqual(['9♦', 'A♠']);
    expect(labels('Burned')).toEqual(['2♥', '3♥', '4♥']);
    expect(within(dialog).getByTestId(REPORT_TEST_IDS.roundResult)).toHaveTextContent('Dealer wins the war');
    const verify = within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify);
    await waitFor(() => expect(verify).toHaveTextContent('Verified: the salt and shoe hash to the commitment.'));
    expect(verify).toHaveTextContent('The shoe deals exactly these cards.');
    expect(verify).toHaveTextContent('The cards give this result.');
  });

  it('catches a shoe swapped after the commitment', async () => {
    const honest = honestRound();
    const tampered = { ...honest, shoe: [honest.shoe[1]!, honest.shoe[0]!, ...honest.shoe.slice(2)] };
    const { dialog } = await openRound(tampered);
    const verify = within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify);
    await waitFor(() =>
      expect(verify).toHaveTextContent('Not verified: the salt and shoe do not hash to the commitment.'),
    );
    expect(verify).toHaveTextContent('Does not match: the shoe does not deal these cards.');
    expect(verify).not.toHaveTextContent(/^Verified/);
  });

  it('catches a commitment that is not the hash of the salt and shoe', async () => {
    const { dialog } = await openRound({ ...honestRound(), commit: sha256('something else') });
    await waitFor(() =>
      expect(within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify)).toHaveTextContent('Not verified'),
    );
    // The cards still follow from the shoe shown.
    expect(within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify)).toHaveTextContent(
      'The shoe deals exactly these cards.',
    );
  });

  it('says Void for a voided round and checks only the hash and the deal', async () => {
    const { dialog } = await openRound({ ...honestRound(), voided: true });
    expect(within(dialog).getByTestId(REPORT_TEST_IDS.roundResult)).toHaveTextContent(
      'Void: this round has no result; every bet on it got its stake back.',
    );
    const verify = within(dialog).getByTestId(REPORT_TEST_IDS.roundVerify);
    await waitFor(() => expect(verify).toHaveTextContent('Verified'));
    expect(verify).not.toHaveTextContent('The cards give this result.');
  });

  it('shows the server message when the round cannot be loaded', async () => {
    const { dialog } = await openRound(fail(404, 'Round 1 has no result yet.'));
    const error = await within(dialog).findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('The round could not be loaded.');
    expect(error).toHaveTextContent('Round 1 has no result yet.');
  });
});

describe('card report helpers', () => {
  it('writes cards as the shared card labels do', () => {
    for (const code of standardDeck()) expect(cardText(code)).toBe(cardLabel(code));
    expect(cardText('1')).toBe('1');
    expect(cardsText(['AHH', 'KDD'])).toBe('A♠ K♥');
  });

  it('reads the winner first from a result description', () => {
    expect(resultParts({ win: '1', desc: 'Player A|A: Pair|B: High Card' })).toEqual({
      winner: 'Player A',
      details: ['A: Pair', 'B: High Card'],
    });
    expect(resultParts({ win: '3', desc: '' })).toEqual({ winner: '3', details: [] });
    expect(resultText({ win: '0', desc: 'A 3♠*B 9♥' })).toBe('A 3♠*B 9♥');
  });
});

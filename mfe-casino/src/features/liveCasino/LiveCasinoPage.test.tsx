import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { providerGame } from '@backlay/shared/casino';
import type { SessionState } from '@backlay/shared/contract';
import { fail, ok, type FakeReply, type FakeRequest } from '@backlay/shared/testing';
import { CASINO_TEST_IDS, liveCasinoBannerTestId, liveCasinoGameTestId } from '../../testIds.js';
import { casinoListOf } from '../../test/casino.js';
import { createTestHost, matchMediaWith, renderWithHost } from '@backlay/shared/testing/render';
import { FRAME_FAILED, FRAME_TIMEOUT_MS, LOAD_ERROR_REASON, TIMEOUT_REASON } from './GameFrame.js';
import { LiveCasinoPage } from './LiveCasinoPage.js';
import { MOBILE_MEDIA } from './platform.js';
import { DEMO_REFUSAL } from './useGameLaunch.js';

const LIST = '/mac88/casino/list';
const LOGIN = '/mac88/casino/login';

const gameUrl = (gameId: string) => `https://games.example.test/launch/${gameId}?session=s-1`;

function loginAnswer(request: FakeRequest): FakeReply {
  const { gameId } = request.body as { gameId: string };
  return ok({ url: gameUrl(gameId), game: providerGame(gameId), expiresAt: '2026-01-10T15:00:00.000Z' });
}

/** The URL's query string, and Back / Forward as the browser's buttons. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <span data-testid="search">{location.search}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        History forward
      </button>
    </div>
  );
}

function setup(
  path = '/live-casino',
  options: { session?: Partial<SessionState>; list?: FakeReply; login?: FakeReply } = {},
) {
  const testHost = createTestHost({ session: options.session });
  testHost.server.on('POST', LIST, options.list ?? ok(casinoListOf()));
  testHost.server.on('POST', LOGIN, options.login ?? loginAnswer);
  const result = renderWithHost(
    <>
      <LiveCasinoPage />
      <LocationProbe />
    </>,
    { testHost, path, route: '/live-casino' },
  );
  return result;
}

const providerTabs = () => within(screen.getByTestId(CASINO_TEST_IDS.liveCasinoProviderTabs)).getAllByRole('tab');
const categoryTabs = () => within(screen.getByTestId(CASINO_TEST_IDS.liveCasinoCategoryTabs)).getAllByRole('tab');
const selected = (tabs: HTMLElement[]) =>
  tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
const tiles = () => screen.queryAllByTestId(/^live-casino-game-/);
const tileCodes = () => tiles().map((t) => t.getAttribute('data-testid')?.replace('live-casino-game-', ''));
const search = () => screen.getByTestId<HTMLInputElement>(CASINO_TEST_IDS.liveCasinoSearch);
const query = () => screen.getByTestId('search').textContent;
const frame = () => screen.getByTestId(CASINO_TEST_IDS.liveCasinoFrame);
const iframe = () => frame().querySelector('iframe');

/** The text a button shows: its own, less the visually hidden words and the drawn art. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.cz-sr, svg').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const STEPS_WAIT_MS = 10_000;

/** The number of games the count line names ("70 games", "3 of 70 games"): the view's. */
function counted(): number {
  return Number(/^(\d+)/.exec(document.querySelector('.lc-count')?.textContent ?? '')?.[1] ?? NaN);
}

/**
 * The catalogue with every tile of its view drawn (after the first, they come in steps, each a
 * transition React renders when the test environment's scheduler gets to it). The steps of 70 tiles
 * took more than testing-library's default second on a loaded CI machine, hence the wider wait.
 */
async function ready() {
  await screen.findByTestId(liveCasinoGameTestId('MAC88-AVIATOR'), undefined, { timeout: STEPS_WAIT_MS });
  await waitFor(() => expect(tiles()).toHaveLength(counted()), { timeout: STEPS_WAIT_MS });
}

/** Makes the viewport a phone's (≤ 1199 px) for the launch platform. */
function phoneViewport() {
  return matchMediaWith((media) => media === MOBILE_MEDIA);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the live casino catalogue', () => {
  it('shows a skeleton while the list loads, then every game as a drawn tile', async () => {
    const { server } = setup('/live-casino', { list: { hold: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
    act(() => server.held('POST', LIST).release(200, { statusCode: 200, data: casinoListOf() }));
    await ready();
    expect(server.calls('POST', LIST)).toHaveLength(1);
    expect(tiles()).toHaveLength(70);
    const aviator = screen.getByTestId(liveCasinoGameTestId('MAC88-AVIATOR'));
    expect(aviator.tagName).toBe('BUTTON');
    // Named by all it shows, after a hidden "Play" (WCAG 2.5.3: the visible text is in the name).
    expect(aviator).toHaveAccessibleName('Play Aviator Virtual MAC88 · Mac88 Gaming Virtual');
    expect(aviator).toHaveAccessibleName(expect.stringContaining(visibleText(aviator)));
    expect(aviator).toHaveTextContent('Aviator');
    expect(aviator.querySelector('svg')).toHaveAttribute('data-motif', 'aviator');
    expect(screen.getByTestId(liveCasinoGameTestId('MACX-XRL')).querySelector('svg')).toHaveAttribute(
      'data-motif',
      'roulette',
    );
    expect(screen.getByTestId(liveCasinoGameTestId('MACX-XRL'))).toHaveAccessibleName('Play Roulette Live MAC Excite');
    // Nothing from the provider's origin: no images at all.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText('70 games')).toBeInTheDocument();
  });

  it('has provider tabs from the groups and category tabs with icons, counts on each', async () => {
    setup();
    await ready();
    expect(screen.getByRole('tablist', { name: 'Providers' })).toBe(
      screen.getByTestId(CASINO_TEST_IDS.liveCasinoProviderTabs),
    );
    expect(providerTabs().map((t) => t.textContent)).toEqual(['All70 games', 'MAC8846 games', 'MAC Excite24 games']);
    expect(screen.getByRole('tab', { name: 'MAC88 46 games' })).toHaveAttribute('aria-selected', 'false');
    expect(selected(providerTabs())).toEqual(['All70 games']);
    const categories = categoryTabs();
    expect(categories[0]).toHaveAccessibleName('All 70 games');
    expect(categories.map((t) => t.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      'all',
      'aviator',
      'crash',
      'mines',
      'colour',
      'roulette',
      'sicbo',
      'dragontiger',
      'baccarat',
      'teenpatti',
      'andarbahar',
      'lucky7',
      'poker',
      '32cards',
      'lottery',
      'race',
      'bollywood',
    ]);
    expect(screen.getByRole('tab', { name: 'Mines 4 games' })).toBeInTheDocument();
    // The tabs control the panels they sit over.
    const panel = screen.getAllByRole('tabpanel').at(-1);
    expect(categories[0]).toHaveAttribute('aria-controls', panel?.id);
    expect(panel).toHaveAttribute('aria-labelledby', categories[0]?.id);
  });

  it('switching provider shows its categories from All, and a category its games', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.click(screen.getByRole('tab', { name: /^MAC88 / }));
    await user.click(screen.getByRole('tab', { name: /^Mines / }));
    expect(tileCodes()).toEqual(['MAC88-MINES', 'MAC88-MINES3', 'MAC88-MINESPRO']);
    expect(screen.getByText('3 games')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^MAC Excite / }));
    expect(selected(categoryTabs())).toEqual(['All24 games']);
    expect(tiles()).toHaveLength(24);
    expect(screen.getByRole('tab', { name: 'Mines 1 game' })).toBeInTheDocument();
    // MAC Excite has no Lucky 7 B, Jet Set …: its own categories only.
    expect(screen.queryByRole('tab', { name: /^Race / })).toBeInTheDocument();
    expect(
      categoryTabs().reduce(
        (n, t, i) => (i === 0 ? n : n + Number(t.querySelector('.lc-tab__count')?.firstChild?.textContent)),
        0,
      ),
    ).toBe(24);
  });

  it('moves between tabs with the arrow keys, Home and End, one tab stop per row', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    const [all, mac88, excite] = providerTabs();
    expect(providerTabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    act(() => all?.focus());
    await user.keyboard('{ArrowRight}');
    expect(mac88).toHaveFocus();
    expect(mac88).toHaveAttribute('aria-selected', 'true');
    expect(providerTabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(excite).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected(providerTabs())).toEqual(['MAC Excite24 games']);
    await user.keyboard('{Home}');
    expect(selected(providerTabs())).toEqual(['All70 games']);
    // Tab leaves the row for the category row's selected tab.
    await user.tab();
    expect(categoryTabs()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected(categoryTabs())).toEqual(['Aviator3 games']);
  });

  it('searches by name over the chosen provider, with a clear button and an empty state', async () => {
    const user = userEvent.setup();
    setup('/live-casino?category=mines');
    await screen.findByTestId(liveCasinoGameTestId('MAC88-MINES'));
    await user.type(search(), 'dragon');
    // A search starts from the provider's All category.
    expect(selected(categoryTabs())).toEqual(['All6 games']);
    expect(tileCodes()).toEqual(['MAC88-DT20', 'MAC88-DT202', 'MAC88-DTL20', 'MAC88-VDT', 'MACX-XDT', 'MACX-XDTL']);
    expect(screen.getByText('6 of 70 games')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'MAC Excite 2 games' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mines 0 games' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^MAC Excite / }));
    expect(tileCodes()).toEqual(['MACX-XDT', 'MACX-XDTL']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(tiles()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(search(), 'zzz');
    expect(tiles()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No games match “zzz”.');
    expect(screen.getByText('0 of 24 games')).toBeInTheDocument();
  });

  it('keeps the provider, category and search in the URL, so back and forward restore them', async () => {
    const user = userEvent.setup();
    setup('/live-casino?provider=MAC88&category=mines&q=pro');
    await screen.findByTestId(liveCasinoGameTestId('MAC88-MINESPRO'));
    expect(tileCodes()).toEqual(['MAC88-MINESPRO']);
    expect(search()).toHaveValue('pro');
    expect(selected(providerTabs())).toEqual(['MAC881 game']);
    expect(selected(categoryTabs())).toEqual(['Mines1 game']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(query()).toBe('?provider=MAC88&category=mines');
    await user.click(screen.getByRole('tab', { name: /^Crash / }));
    expect(query()).toBe('?provider=MAC88&category=crash');
    await user.click(screen.getByRole('tab', { name: /^MAC Excite / }));
    expect(query()).toBe('?provider=MAC+Excite');
    await user.type(search(), 'rou');
    expect(query()).toBe('?provider=MAC+Excite&q=rou');
    expect(tileCodes()).toEqual(['MACX-XRL', 'MACX-XRLAUTO']);

    // Typing the search was one step.
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(query()).toBe('?provider=MAC+Excite'));
    expect(search()).toHaveValue('');
    expect(tiles()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(query()).toBe('?provider=MAC88&category=crash'));
    expect(selected(providerTabs())).toEqual(['MAC8846 games']);
    expect(selected(categoryTabs())).toEqual(['Crash3 games']);
    await user.click(screen.getByRole('button', { name: 'History forward' }));
    await user.click(screen.getByRole('button', { name: 'History forward' }));
    await waitFor(() => expect(query()).toBe('?provider=MAC+Excite&q=rou'));
    expect(search()).toHaveValue('rou');
    expect(tileCodes()).toEqual(['MACX-XRL', 'MACX-XRLAUTO']);
  }, 20_000); // a dozen steps of typing and history: past jest's 5 s default on a loaded CI machine

  it('says when the list fails, with the reason, and retries', async () => {
    const user = userEvent.setup();
    const { server } = setup('/live-casino', { list: fail(500, 'The casino is resting') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('The casino is resting');
    server.on('POST', LIST, ok(casinoListOf()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await ready();
    expect(server.calls('POST', LIST)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the highlight banners', () => {
  it('are four drawn cards, each launching its game', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await ready();
    const banners = within(screen.getByRole('list', { name: 'Featured games' })).getAllByRole('button');
    expect(banners.map((b) => b.getAttribute('data-testid'))).toEqual(
      ['aviator', 'mines', 'fun', 'colour'].map(liveCasinoBannerTestId),
    );
    // Each is named by all it shows, its call to play too (WCAG 2.5.3).
    expect(banners.map((b) => b.getAttribute('aria-label'))).toEqual([null, null, null, null]);
    expect(screen.getByTestId(liveCasinoBannerTestId('aviator'))).toHaveAccessibleName(
      'Aviator Cash out before the plane flies away Play now',
    );
    for (const banner of banners) expect(banner).toHaveAccessibleName(expect.stringContaining(visibleText(banner)));
    expect(banners.map((b) => b.querySelector('svg')?.getAttribute('data-motif'))).toEqual([
      'aviator',
      'mines',
      'roulette',
      'colour',
    ]);

    await user.click(screen.getByTestId(liveCasinoBannerTestId('fun')));
    expect(await screen.findByTitle('Virtual Roulette')).toHaveAttribute('src', gameUrl('151012'));
    expect(server.calls('POST', LOGIN).map((r) => r.body)).toEqual([{ gameId: '151012', platform: 'desktop' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByTestId(liveCasinoBannerTestId('aviator')));
    expect(await screen.findByTitle('Aviator')).toHaveAttribute('src', gameUrl('151001'));
    expect(within(frame()).getByRole('heading', { level: 2 })).toHaveTextContent('Aviator');
  });
});

describe('launching a game', () => {
  it('logs in for the game, opens it in a sandboxed frame, and closing it comes back to the tile', async () => {
    const user = userEvent.setup();
    const { server, refreshProfile } = setup('/live-casino', { login: { hold: true } });
    await ready();
    const tile = screen.getByTestId(liveCasinoGameTestId('MAC88-AVIATOR'));
    await user.click(tile);
    expect(within(frame()).getByRole('status')).toHaveTextContent('Opening Aviator…');
    expect(within(frame()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(tile).not.toBeVisible();
    const login = server.held('POST', LOGIN);
    expect(login.request.body).toEqual({ gameId: '151001', platform: 'desktop' });
    act(() =>
      login.release(200, {
        statusCode: 200,
        data: { url: gameUrl('151001'), game: providerGame('151001'), expiresAt: '2026-01-10T15:00:00.000Z' },
      }),
    );

    const game = await screen.findByTitle('Aviator');
    expect(game.tagName).toBe('IFRAME');
    expect(game).toHaveAttribute('src', gameUrl('151001'));
    expect(game).toHaveAttribute('allow', 'fullscreen');
    expect(game).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(game).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame()).toHaveAccessibleName('Aviator');
    expect(frame()).toHaveTextContent('MAC88 · Mac88 Gaming Virtual');
    expect(within(frame()).getByRole('status')).toHaveTextContent('Loading Aviator…');
    fireEvent.load(game);
    expect(within(frame()).queryByRole('status')).not.toBeInTheDocument();
    expect(refreshProfile).not.toHaveBeenCalled();

    await user.click(within(frame()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(tile).toBeVisible();
    expect(tile).toHaveFocus();
    // The header's balance after the last round, even if a push was missed.
    expect(refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('never opens a game closed before its login answered', async () => {
    const user = userEvent.setup();
    const { server, refreshProfile } = setup('/live-casino', { login: { hold: true } });
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-AVIATOR')));
    const login = server.held('POST', LOGIN);
    await user.click(within(frame()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    act(() =>
      login.release(200, {
        statusCode: 200,
        data: { url: gameUrl('151001'), game: providerGame('151001'), expiresAt: '2026-01-10T15:00:00.000Z' },
      }),
    );
    await act(() => Promise.resolve());
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(screen.queryByTitle('Aviator')).not.toBeInTheDocument();
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('asks for the mobile build on a phone-sized viewport', async () => {
    phoneViewport();
    const user = userEvent.setup();
    const { server } = setup();
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MACX-XMINES')));
    expect(await screen.findByTitle('Mines')).toHaveAttribute('src', gameUrl('160018'));
    expect(server.calls('POST', LOGIN).map((r) => r.body)).toEqual([{ gameId: '160018', platform: 'mobile' }]);
    expect(frame()).toHaveTextContent('MAC Excite');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-CRASH')));
    await screen.findByTitle('Crash');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(screen.getByTestId(liveCasinoGameTestId('MAC88-CRASH'))).toHaveFocus();
  });

  it("closes when the game's own back button leads to this site's live casino page", async () => {
    const user = userEvent.setup();
    const { refreshProfile } = setup();
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-RL')));
    const game = await screen.findByTitle('Live Roulette');
    fireEvent.load(game);
    expect(frame()).toBeInTheDocument();
    // The provider sends the player to the lobby address the API gave it: this page, inside the frame.
    game.setAttribute('src', `${window.location.origin}/live-casino`);
    fireEvent.load(game);
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(screen.getByTestId(liveCasinoGameTestId('MAC88-RL'))).toHaveFocus();
    expect(refreshProfile).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when login is refused, and tries again", async () => {
    const user = userEvent.setup();
    const { server, refreshProfile } = setup('/live-casino', {
      login: fail(403, 'This game is closed for your account.'),
    });
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-DT20')));
    const error = await screen.findByTestId(CASINO_TEST_IDS.liveCasinoFrameError);
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(FRAME_FAILED);
    expect(error).toHaveTextContent('This game is closed for your account.');
    expect(iframe()).toBeNull();

    server.on('POST', LOGIN, loginAnswer);
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Dragon Tiger')).toHaveAttribute('src', gameUrl('150001'));
    expect(server.calls('POST', LOGIN)).toHaveLength(2);
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrameError)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('goes back to the catalogue from a failure without touching the balance', async () => {
    const user = userEvent.setup();
    const { refreshProfile } = setup('/live-casino', { login: fail(500, 'Provider unavailable') });
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-BAC')));
    await user.click(await screen.findByRole('button', { name: 'Back to Live Casino' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(screen.getByTestId(liveCasinoGameTestId('MAC88-BAC'))).toHaveFocus();
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('says the game could not be loaded when the frame does not load within 15 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server } = setup();
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MAC88-COLOUR1')));
    await screen.findByTitle('Colour Prediction 1 Min');
    act(() => jest.advanceTimersByTime(FRAME_TIMEOUT_MS - 1));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrameError)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const error = screen.getByTestId(CASINO_TEST_IDS.liveCasinoFrameError);
    expect(error).toHaveTextContent(FRAME_FAILED);
    expect(error).toHaveTextContent(TIMEOUT_REASON);
    expect(iframe()).toBeNull();

    // A new session and a new frame, which loads this time: no message however long it runs.
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    const game = await screen.findByTitle('Colour Prediction 1 Min');
    expect(server.calls('POST', LOGIN)).toHaveLength(2);
    fireEvent.load(game);
    act(() => jest.advanceTimersByTime(FRAME_TIMEOUT_MS * 4));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrameError)).not.toBeInTheDocument();
    expect(iframe()).toBe(game);
  });

  it('says the game could not be loaded when the frame reports an error', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.click(screen.getByTestId(liveCasinoGameTestId('MACX-XSB')));
    fireEvent.error(await screen.findByTitle('Sic Bo'));
    const error = screen.getByTestId(CASINO_TEST_IDS.liveCasinoFrameError);
    expect(error).toHaveTextContent(FRAME_FAILED);
    expect(error).toHaveTextContent(LOAD_ERROR_REASON);
  });

  it('refuses demo accounts without asking for a session, the catalogue staying open to them', async () => {
    const user = userEvent.setup();
    const { server } = setup('/live-casino', { session: { isDemo: true } });
    await ready();
    expect(tiles()).toHaveLength(70);
    await user.click(screen.getByTestId(liveCasinoBannerTestId('mines')));
    const error = screen.getByTestId(CASINO_TEST_IDS.liveCasinoFrameError);
    expect(error).toHaveTextContent(DEMO_REFUSAL);
    expect(within(error).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(server.calls('POST', LOGIN)).toHaveLength(0);
    await user.click(within(error).getByRole('button', { name: 'Back to Live Casino' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.liveCasinoFrame)).not.toBeInTheDocument();
    expect(screen.getByTestId(liveCasinoBannerTestId('mines'))).toHaveFocus();
  });
});

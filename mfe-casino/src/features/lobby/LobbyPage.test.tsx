import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASINO_LOBBY } from '@backlay/shared/cards';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { renderWithHost } from '@backlay/shared/testing/render';
import { filterLobby, LobbyPage } from './LobbyPage.js';

const tiles = () => within(screen.getByTestId(CASINO_TEST_IDS.lobby)).getAllByRole('link');
/** The names the tiles show (the drawn thumbnail has text of its own, hidden from assistive tech). */
const names = () => tiles().map((l) => l.querySelector('.cz-tile__name')?.textContent);

describe('the casino lobby', () => {
  it('shows every lobby entry as one link named by the game, to its table, with a drawn thumbnail', async () => {
    renderWithHost(<LobbyPage />, { path: '/casino' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    const links = tiles();
    expect(links).toHaveLength(31);
    expect(names()).toEqual(CASINO_LOBBY.map((e) => e.name));
    // Each link's accessible name is the game's name alone.
    for (const entry of CASINO_LOBBY)
      expect(screen.getByRole('link', { name: entry.name })).toHaveAttribute('href', entry.url);
    const teen20 = screen.getByRole('link', { name: '20-20 Teenpatti' });
    expect(teen20).toHaveAttribute('href', '/teen20');
    const art = teen20.querySelector('svg');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('data-motif', 'fan');
    expect(screen.getByRole('link', { name: '32 Cards A' })).toHaveAttribute('href', '/32cards-A');
    expect(screen.getByRole('link', { name: '3 Cards Judgement' }).querySelector('svg')).toHaveAttribute(
      'data-motif',
      'judgement',
    );
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText('31 games')).toBeInTheDocument();
  });

  it('lists games in lobby id order', () => {
    renderWithHost(<LobbyPage />);
    expect(names().slice(0, 3)).toEqual(['Ball By Ball', 'Super Over', 'Race 20-20']);
  });

  it('filters by name as the player types, in any case, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithHost(<LobbyPage />);
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(search, 'dragon');
    expect(names()).toEqual(['20-20 Dragon Tiger 2', '20-20 Dragon Tiger', '1 Day Dragon Tiger']);
    expect(screen.getByText('3 of 31 games')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'POKER 20');
    expect(names()).toEqual(['20-20 Poker']);
    await user.clear(search);
    await user.type(search, 'roulette');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No game matches “roulette”.')).toBeInTheDocument();
  });
});

describe('filterLobby', () => {
  it('keeps every entry for an empty query and needs every word of a longer one', () => {
    expect(filterLobby(CASINO_LOBBY, '  ')).toHaveLength(31);
    expect(filterLobby(CASINO_LOBBY, 'teenpatti day').map((e) => e.code)).toEqual(['teen']);
  });
});

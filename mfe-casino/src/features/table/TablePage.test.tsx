import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@backlay/shared/testing/render';
import { TablePage } from './TablePage.js';

describe('a table page for a code', () => {
  it('says clearly when there is no such table and links back to the lobby', async () => {
    const user = userEvent.setup();
    renderWithHost(<TablePage code="roulette9" />, { path: '/roulette9', route: '/roulette9' });
    expect(screen.getByRole('heading', { level: 1, name: 'There is no table “roulette9”' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'See all casino tables' });
    expect(back).toHaveAttribute('href', '/casino');
    await user.click(back);
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });
});

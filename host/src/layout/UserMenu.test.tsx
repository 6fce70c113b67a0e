import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { UserMenu } from './UserMenu.js';
import type { MoneyVisibility } from './useProfile.js';

function renderMenu(props: { isDemo?: boolean; visibility?: MoneyVisibility } = {}) {
  const onVisibility = jest.fn<void, [MoneyVisibility]>();
  const result = renderWithHost(
    <>
      <UserMenu
        userName="player1"
        isDemo={props.isDemo ?? false}
        visibility={props.visibility ?? { balance: true, exposure: true }}
        onVisibility={onVisibility}
      />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { path: '/home' },
  );
  return { ...result, onVisibility, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('menu');
}

describe('UserMenu', () => {
  it('shows the user name, and opens the full menu with SignOut', async () => {
    const { user } = renderMenu();
    const toggle = screen.getByRole('button', { name: /player1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(user, /player1/);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((b) => b.textContent),
    ).toEqual([
      'Account Statement',
      'Current Bet',
      'Starred Markets',
      'Live Casino Bets',
      'Security Auth Verification',
      'Change Password',
      'Player Protection',
      'Set Button Values',
      'Rules',
      'SignOut',
    ]);
    expect(within(menu).getByText('Balance and Exposure')).toBeInTheDocument();
  });

  it('shows "Demo" and only the demo-allowed entries for a demo session', async () => {
    const { user } = renderMenu({ isDemo: true });
    expect(screen.queryByText(/player1/)).not.toBeInTheDocument();
    const menu = await openMenu(user, /Demo/);
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'Account Statement',
      'Current Bet',
      'Starred Markets',
      'Set Button Values',
      'Rules',
      'SignOut',
    ]);
    expect(labels).not.toContain('Change Password');
    expect(labels).not.toContain('Player Protection');
    expect(within(menu).getByText('Balance and Exposure')).toBeInTheDocument();
  });

  it('navigates to a link entry and closes', async () => {
    const { user } = renderMenu();
    const menu = await openMenu(user, /player1/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Current Bet' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/unsettled-bet');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('"Player Protection" goes to /player-protection', async () => {
    const { user } = renderMenu();
    const menu = await openMenu(user, /player1/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Player Protection' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/player-protection');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('"Set Button Values" opens the buttonValues slot', async () => {
    const { user, openSlot } = renderMenu();
    const menu = await openMenu(user, /player1/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Set Button Values' }));
    expect(openSlot).toHaveBeenCalledWith('buttonValues');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('"Rules" opens the rules slot', async () => {
    const { user, openSlot } = renderMenu();
    const menu = await openMenu(user, /player1/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rules' }));
    expect(openSlot).toHaveBeenCalledWith('rules');
  });

  it('"SignOut" signs out with reason logout', async () => {
    const { user, signOut } = renderMenu();
    const menu = await openMenu(user, /player1/);
    await user.click(within(menu).getByRole('menuitem', { name: 'SignOut' }));
    expect(signOut).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the Balance and Exposure checkboxes report the new visibility and keep the menu open', async () => {
    const { user, onVisibility } = renderMenu({ visibility: { balance: true, exposure: false } });
    const menu = await openMenu(user, /player1/);
    // Menu item checkboxes in a group named by the entry (a menu holds items and groups only).
    const toggles = within(menu).getByRole('group', { name: 'Balance and Exposure' });
    const balance = within(toggles).getByRole('menuitemcheckbox', { name: 'Balance' });
    const exposure = within(toggles).getByRole('menuitemcheckbox', { name: 'Exposure' });
    expect(balance).toBeChecked();
    expect(exposure).not.toBeChecked();
    await user.click(balance);
    expect(onVisibility).toHaveBeenLastCalledWith({ balance: false, exposure: false });
    await user.click(exposure);
    expect(onVisibility).toHaveBeenLastCalledWith({ balance: true, exposure: true });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape and on a click outside', async () => {
    const { user } = renderMenu();
    await openMenu(user, /player1/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openMenu(user, /player1/);
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '@backlay/shared/testing';
import { makeBalance, makeProfile, renderWithHost, seedSession } from '../test/renderWithHost.js';
import { Header } from './Header.js';
import { NOTICE_SEPARATOR } from './Marquee.js';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('Header', () => {
  it('shows the balance from profile$ and follows its updates', () => {
    const { profile$ } = renderWithHost(<Header />, {
      path: '/home',
      profile: makeProfile({ userBal: makeBalance({ currentBalance: 1500 }) }),
    });
    expect(screen.getByTestId(TEST_IDS.headerBalance)).toHaveTextContent('1,500');
    act(() => profile$.next(makeProfile({ userBal: makeBalance({ currentBalance: 2750.5 }) })));
    expect(screen.getByTestId(TEST_IDS.headerBalance)).toHaveTextContent('2,750.50');
  });

  it('is plain elements with static classes: its renders resolve no style and write no rule', () => {
    // The header renders on every signed-in page and again when the profile arrives; as Chakra
    // boxes each render resolved the boxes' responsive styles and wrote their rules.
    const { profile$ } = renderWithHost(<Header />, { path: '/home' });
    const header = document.querySelector('header.bl-hd')!;
    const emotionClasses = () => header.outerHTML.match(/\bcss-[a-z0-9]+/g) ?? [];
    const rulesOf = (selector: string) =>
      [...document.querySelectorAll<HTMLStyleElement>(selector)]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('');
    const rules = () => rulesOf('style[data-emotion="css"]');
    const before = rules();
    act(() => profile$.next(makeProfile({ marqueeNotification: { value: 'Welcome' } })));
    expect(screen.getByTestId(TEST_IDS.marquee)).toHaveTextContent('Welcome');
    expect(emotionClasses()).toEqual([]);
    expect(rules()).toBe(before);
    // Its classes are written once, with the header.
    expect(rulesOf('style')).toContain('.bl-hd__row');
  });

  it('follows the operator: the marquee and the banners from the expert socket, live', async () => {
    const { bus } = renderWithHost(<Header />, {
      path: '/home',
      profile: makeProfile({ marqueeNotification: { value: 'From the profile' } }),
    });
    expect(screen.getByTestId(TEST_IDS.marquee)).toHaveTextContent('From the profile');
    // The socket is asked for after the shell's start.
    await waitFor(() => expect(bus.expert$.observed).toBe(true));
    const state = (texts: Record<string, string>) => ({ texts, blinkingTabs: [], updatedAt: 1 });
    act(() => bus.expert$.next(state({ marquee: 'Welcome', banner3: 'Third', banner1: 'First', banner2: ' ' })));
    expect(screen.getByTestId(TEST_IDS.marquee).textContent).toBe(['Welcome', 'First', 'Third'].join(NOTICE_SEPARATOR));
    act(() => bus.expert$.next(state({ marquee: '', banner1: 'Cup final tonight' })));
    expect(screen.getByTestId(TEST_IDS.marquee).textContent).toBe('Cup final tonight');
    // Nothing set: no strip at all.
    act(() => bus.expert$.next(state({ marquee: '' })));
    expect(screen.queryByTestId(TEST_IDS.marquee)).not.toBeInTheDocument();
  });

  it('shows 0 balance and exposure before the profile arrives', () => {
    renderWithHost(<Header />, { path: '/home' });
    expect(within(screen.getByTestId(TEST_IDS.headerBalance)).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByTestId(TEST_IDS.headerExposure)).getByText('0')).toBeInTheDocument();
  });

  it('shows a positive exposure as a negative number', () => {
    renderWithHost(<Header />, { path: '/home', profile: makeProfile({ userBal: makeBalance({ exposure: 250 }) }) });
    const exposure = screen.getByTestId(TEST_IDS.headerExposure);
    expect(within(exposure).getByText('-250')).toBeInTheDocument();
  });

  it('keeps a negative exposure negative', () => {
    renderWithHost(<Header />, { path: '/home', profile: makeProfile({ userBal: makeBalance({ exposure: -250 }) }) });
    expect(within(screen.getByTestId(TEST_IDS.headerExposure)).getByText('-250')).toBeInTheDocument();
  });

  it('opens My Market on an exposure click only when exposure is not 0', async () => {
    const user = userEvent.setup();
    const { openSlot, profile$ } = renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    const exposure = screen.getByTestId(TEST_IDS.headerExposure);
    expect(exposure).toHaveAttribute('aria-disabled', 'true');
    await user.click(exposure);
    expect(openSlot).not.toHaveBeenCalled();

    act(() => profile$.next(makeProfile({ userBal: makeBalance({ exposure: 120 }) })));
    expect(exposure).toHaveAttribute('aria-disabled', 'false');
    await user.click(exposure);
    expect(openSlot).toHaveBeenCalledTimes(1);
    expect(openSlot).toHaveBeenCalledWith('myMarket');
  });

  it('opens the Rules popup from the Rules link', async () => {
    const user = userEvent.setup();
    const { openSlot } = renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    expect(openSlot).toHaveBeenCalledWith('rules');
  });

  it('renders the marquee notification as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderWithHost(<Header />, {
      path: '/home',
      profile: makeProfile({ marqueeNotification: { value: hostile } }),
    });
    expect(screen.getByTestId(TEST_IDS.marquee)).toHaveTextContent(hostile);
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows no marquee when the notification is empty', () => {
    renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    expect(screen.queryByTestId(TEST_IDS.marquee)).not.toBeInTheDocument();
  });

  it('holds the marquee strip while the profile is on its way, so nothing below jumps when it comes', () => {
    const { profile$ } = renderWithHost(<Header />, { path: '/home' });
    const pending = screen.getByTestId(TEST_IDS.marqueePending);
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    act(() => profile$.next(makeProfile({ marqueeNotification: { value: 'Cup final tonight' } })));
    expect(screen.queryByTestId(TEST_IDS.marqueePending)).not.toBeInTheDocument();
    expect(screen.getByTestId(TEST_IDS.marquee)).toHaveTextContent('Cup final tonight');
  });

  it('links the logo home, labelled with the brand', () => {
    renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    expect(screen.getByRole('link', { name: 'Backlay Test home' })).toHaveAttribute('href', '/home');
  });

  it('shows "Demo" in the user menu for a demo profile, or from the session before the profile arrives', () => {
    seedSession({ token: 't', isDemo: 'true' });
    const first = renderWithHost(<Header />, { path: '/home' });
    expect(within(screen.getByTestId(TEST_IDS.userMenu)).getByRole('button', { name: /Demo/ })).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();
    renderWithHost(<Header />, { path: '/home', profile: makeProfile({ isDemo: true, userName: 'demo123' }) });
    expect(within(screen.getByTestId(TEST_IDS.userMenu)).getByRole('button', { name: /Demo/ })).toBeInTheDocument();
  });

  it('remembers the Balance/Exposure visibility chosen in the menu', async () => {
    const user = userEvent.setup();
    const first = renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    await user.click(screen.getByRole('button', { name: /player1/ }));
    const balance = screen.getByRole('menuitemcheckbox', { name: 'Balance' });
    await user.click(balance);
    expect(balance).not.toBeChecked();
    first.unmount();

    renderWithHost(<Header />, { path: '/home', profile: makeProfile() });
    await user.click(screen.getByRole('button', { name: /player1/ }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Balance' })).not.toBeChecked();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Exposure' })).toBeChecked();
  });
});

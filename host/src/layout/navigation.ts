/** Top bar and sidebar entries (spec section 2). */
export interface NavEntry {
  label: string;
  to: string;
  blink?: boolean;
}

export const TOP_BAR: NavEntry[] = [
  { label: 'Home', to: '/home' },
  { label: 'Lottery', to: '/contact-admin/1' },
  { label: 'Cricket', to: '/game-list/cricket' },
  { label: 'Tennis', to: '/game-list/tennis' },
  { label: 'Football', to: '/game-list/football' },
  { label: 'Table Tennis', to: '/contact-admin/777' },
  { label: 'Volleyball', to: '/contact-admin/888' },
];

export const RACING_SPORTS: NavEntry[] = [
  { label: 'Horse Racing', to: '/contact-admin/98' },
  { label: 'GreyHound Racing', to: '/contact-admin/98' },
];

export const OTHERS: NavEntry[] = [
  { label: 'Tembo Casino', to: '/contact-admin/89', blink: true },
  { label: 'Casino', to: '/casino' },
  { label: 'Live Casino', to: '/live-casino' },
];

export type MenuAction =
  { kind: 'link'; to: string } | { kind: 'slot'; slot: 'buttonValues' | 'rules' } | { kind: 'balanceToggles' };

export interface MenuEntry {
  label: string;
  action: MenuAction;
  demoAllowed: boolean;
  mobileOnly?: boolean;
}

/** The user menu table of spec section 2. */
export const USER_MENU: MenuEntry[] = [
  { label: 'Account Statement', action: { kind: 'link', to: '/account-statement' }, demoAllowed: true },
  { label: 'Current Bet', action: { kind: 'link', to: '/unsettled-bet' }, demoAllowed: true },
  { label: 'Starred Markets', action: { kind: 'link', to: '/starred-markets' }, demoAllowed: true },
  { label: 'Live Casino Bets', action: { kind: 'link', to: '/live-casino-bets' }, demoAllowed: false },
  { label: 'Security Auth Verification', action: { kind: 'link', to: '/secure-auth' }, demoAllowed: false },
  { label: 'Change Password', action: { kind: 'link', to: '/change-password' }, demoAllowed: false },
  // A shared demo account is no one's to limit or exclude.
  { label: 'Player Protection', action: { kind: 'link', to: '/player-protection' }, demoAllowed: false },
  { label: 'Set Button Values', action: { kind: 'slot', slot: 'buttonValues' }, demoAllowed: true },
  { label: 'Rules', action: { kind: 'slot', slot: 'rules' }, demoAllowed: true, mobileOnly: true },
  { label: 'Balance and Exposure', action: { kind: 'balanceToggles' }, demoAllowed: true, mobileOnly: true },
];

export function menuFor(isDemo: boolean): MenuEntry[] {
  return USER_MENU.filter((e) => !isDemo || e.demoAllowed);
}

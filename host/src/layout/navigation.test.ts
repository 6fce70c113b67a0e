import { menuFor, OTHERS, RACING_SPORTS, TOP_BAR, USER_MENU } from './navigation.js';

describe('user menu table (spec section 2)', () => {
  it('lists every entry for a normal user, in the spec order', () => {
    expect(menuFor(false).map((e) => e.label)).toEqual([
      'Account Statement',
      'Current Bet',
      'Starred Markets',
      'Live Casino Bets',
      'Security Auth Verification',
      'Change Password',
      'Player Protection',
      'Set Button Values',
      'Rules',
      'Balance and Exposure',
    ]);
  });

  it('lists only demo-allowed entries for a demo user', () => {
    const demo = menuFor(true);
    expect(demo.map((e) => e.label)).toEqual([
      'Account Statement',
      'Current Bet',
      'Starred Markets',
      'Set Button Values',
      'Rules',
      'Balance and Exposure',
    ]);
    expect(demo.every((e) => e.demoAllowed)).toBe(true);
  });

  it('links and slots match the table', () => {
    const byLabel = new Map(USER_MENU.map((e) => [e.label, e]));
    expect(byLabel.get('Account Statement')?.action).toEqual({ kind: 'link', to: '/account-statement' });
    expect(byLabel.get('Current Bet')?.action).toEqual({ kind: 'link', to: '/unsettled-bet' });
    expect(byLabel.get('Starred Markets')?.action).toEqual({ kind: 'link', to: '/starred-markets' });
    expect(byLabel.get('Live Casino Bets')?.action).toEqual({ kind: 'link', to: '/live-casino-bets' });
    expect(byLabel.get('Security Auth Verification')?.action).toEqual({ kind: 'link', to: '/secure-auth' });
    expect(byLabel.get('Change Password')?.action).toEqual({ kind: 'link', to: '/change-password' });
    expect(byLabel.get('Player Protection')).toMatchObject({
      action: { kind: 'link', to: '/player-protection' },
      demoAllowed: false,
    });
    expect(byLabel.get('Set Button Values')?.action).toEqual({ kind: 'slot', slot: 'buttonValues' });
    expect(byLabel.get('Rules')).toMatchObject({ action: { kind: 'slot', slot: 'rules' }, mobileOnly: true });
    expect(byLabel.get('Balance and Exposure')).toMatchObject({ action: { kind: 'balanceToggles' }, mobileOnly: true });
  });
});

describe('top bar and sidebar (spec section 2)', () => {
  it('top bar targets', () => {
    expect(TOP_BAR.map((e) => [e.label, e.to])).toEqual([
      ['Home', '/home'],
      ['Lottery', '/contact-admin/1'],
      ['Cricket', '/game-list/cricket'],
      ['Tennis', '/game-list/tennis'],
      ['Football', '/game-list/football'],
      ['Table Tennis', '/contact-admin/777'],
      ['Volleyball', '/contact-admin/888'],
    ]);
  });

  it('racing sports and others', () => {
    expect(RACING_SPORTS.map((e) => [e.label, e.to])).toEqual([
      ['Horse Racing', '/contact-admin/98'],
      ['GreyHound Racing', '/contact-admin/98'],
    ]);
    expect(OTHERS).toEqual([
      { label: 'Tembo Casino', to: '/contact-admin/89', blink: true },
      { label: 'Casino', to: '/casino' },
      { label: 'Live Casino', to: '/live-casino' },
    ]);
  });
});

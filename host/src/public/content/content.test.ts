import { TERMS } from './terms.js';
import type { PolicyDocument } from './terms.js';
import { HELP_ORGANISATIONS, RESPONSIBLE_GAMING } from './responsibleGaming.js';

function fullText(doc: PolicyDocument): string {
  const parts: string[] = [doc.title, ...doc.intro];
  for (const section of doc.sections) {
    parts.push(section.heading, ...section.paragraphs, ...(section.list ?? []));
  }
  return parts.join('\n');
}

const termsText = fullText(TERMS);
const rgText = fullText(RESPONSIBLE_GAMING);

const TERMS_ITEMS: [string, RegExp][] = [
  ['title', /^Terms and Conditions$/m],
  ['category: casino', /\bcasino\b/i],
  ['category: live casino', /live casino/i],
  ['category: sportsbook', /sportsbook/i],
  ['category: virtual sports', /virtual sports/i],
  ['category: fantasy games', /fantasy games/i],
  ['over 18', /over 18/i],
  ['legal age where higher', /legal age[^.]*higher/i],
  ['natural person', /natural person/i],
  ['one account per person', /one account per person/i],
  ['one account per household', /household/i],
  ['excluded countries', /excluded countr/i],
  ['United States excluded', /United States/],
  ['state: active', /\bActive:/],
  ['state: inactive, 12 months, real balance', /Inactive:[^\n]*real[- ]money balance[^\n]*12 months/],
  ['state: dormant, 30 months', /Dormant:[^\n]*30 months/],
  ['state: frozen / blocked / closed', /frozen \/ blocked \/ closed/i],
  ['state: self-excluded', /self-excluded/i],
  ['state: cooling off', /cooling off/i],
  ['age verification within 72 hours of first deposit', /within 72 hours of (your |the )?first deposit/i],
  ['account may be frozen', /may be frozen/i],
  ['Available to Bet', /"Available to Bet"/],
  ['currencies EUR, BRL, USD', /EUR, BRL or USD/],
  ['inactivity fee EUR 5 per month', /inactivity fee of EUR 5 per month/i],
  ['extra-account fee 10% minimum EUR 50', /extra-account fee of 10%[^.]*minimum EUR 50/i],
  ['verification above EUR 2,000 cumulative withdrawals', /cumulative withdrawals exceed EUR 2,000/i],
  ['withdrawal decision within 3 business days', /approve or deny[^.]*within 3 business days/i],
  ['withdrawal can be cancelled, returning funds', /cancel it, and the funds are returned/i],
  ['EUR 20,000 winnings', /EUR 20,000 or more/],
  ['ten monthly instalments of 10%', /ten monthly instal{1,2}ments of 10%/i],
  ['admin fee 2% minimum EUR 5', /administration fee of 2%[^.]*minimum EUR 5\b/i],
  ['after the 30th withdrawal in a calendar month', /after the 30th in a calendar month/i],
  ['chargeback may block the account', /charge back[^.]*block the account/i],
  ['chargeback can make the balance negative', /balance negative/i],
  ['chargeback reminder e-mails EUR 50 each', /chargeback reminder e-mail costs EUR 50/i],
  ['claims within 6 months', /within 6 months/i],
  [
    'one bonus per person, household, address, e-mail, card, bank account, phone, device and IP',
    /one bonus[^.]*person[^.]*household[^.]*address[^.]*e-mail[^.]*card[^.]*bank account[^.]*phone[^.]*device[^.]*IP address/i,
  ],
  ['max bet with bonus 5 EUR per round or 0.50 per line', /5 EUR per round or 0\.50 per line/],
  ['no-deposit bonus withdrawal cap 100 EUR', /no-deposit bonus is 100 EUR/i],
  ['BRL 1 = EUR 4', /BRL 1 = EUR 4/],
  ['USD 1 = EUR 1', /USD 1 = EUR 1\b/],
  ['system bets do not count toward wagering', /System bets do not count toward wagering/i],
  ['operator may refuse, suspend or close', /refuse[^.]*suspend an account or close an account/i],
  ['operator may void bets and withhold funds', /void bets and withhold funds/i],
  ['void: match abandoned', /match is abandoned/i],
  ['void: data deemed illegitimate', /deemed illegitimate/i],
  ['void: overs reduced', /overs[^.]*reduced/i],
  [
    'only winning bets voided for VPN, robot, multiple entries',
    /VPN[^.]*robot[^.]*multiple entries[^.]*only the winning bets are voided/i,
  ],
  ['penalty 2x winnings for group betting or punching', /Group betting and punching[^.]*penalty of 2x the winnings/i],
  ['result queries within 7 days', /query a result within 7 days/i],
  [
    'limit increase or revoke after 7 days',
    /increase to a limit, or removing \(revoking\) a limit, takes effect only after 7 days/i,
  ],
  ['limit decrease immediate', /decrease to a limit takes effect immediately/i],
  ['self-exclusion and blocking immediate', /Self-exclusion and blocking take effect immediately/i],
  ['revoking 7 days after request once period elapsed', /revoke[^.]*7 days after you make it[^.]*period[^.]*elapsed/i],
  [
    'Reality Check every hour for non-UK casino play',
    /outside the UK, a Reality Check reminder appears every hour during casino play/i,
  ],
  ['UK and non-UK differences', /UK and non-UK residents/],
  ['UK cool-off options', /24 hours, 1 week, 3 weeks or 6 weeks/],
  ['UK self-exclusion at least 6 months', /UK self-exclusion lasts at least 6 months/],
  ['non-UK self-exclusion reactivates automatically', /non-UK self-exclusion reactivates automatically/i],
];

const RG_ITEMS: [string, RegExp][] = [
  ['title', /^Responsible Gaming and Player Protection Information Policy$/m],
  ['staying in control', /Staying in control/],
  ['warning signs', /Warning signs/],
  [
    'deposit and loss limits under Settings > Account loss limits',
    /loss limits[^.]*under Settings > Account loss limits/i,
  ],
  ['limit decrease immediate', /decrease to a limit takes effect immediately/i],
  [
    'limit increase or revoke after 7 days',
    /increase to a limit, or revoking a limit, takes effect only after 7 days/i,
  ],
  [
    'Reality Check every hour for non-UK casino play',
    /non-UK casino play, a Reality Check reminder appears every hour/i,
  ],
  ['UK cool-off options', /24 hours, 1 week, 3 weeks or 6 weeks/],
  ['cool-off ends with automatic reactivation', /cool-off ends with automatic reactivation/i],
  ['non-UK self-exclusion reactivates automatically', /Non-UK self-exclusion reactivates automatically/],
  ['UK self-exclusion at least 6 months', /UK self-exclusion lasts at least 6 months/],
  ['UK self-exclusion needs support contact', /must contact support[^.]*reactivate/i],
  ['self-exclusion immediate', /Self-exclusion takes effect immediately/i],
  ['blocking immediate', /Blocking takes effect immediately/i],
  ['revoke 7 days after request once period elapsed', /revoke[^.]*7 days after you make it[^.]*elapsed/i],
  ['18+', /18 or over/i],
  ['age verification within 72 hours of first deposit', /within 72 hours of the first deposit/i],
  ['parental filtering software', /parental filtering software/i],
  ['help organisations', /organisations/i],
];

describe('TERMS', () => {
  test.each(TERMS_ITEMS)('covers %s', (_label, pattern) => {
    expect(termsText).toMatch(pattern);
  });

  test('has between 14 and 20 sections', () => {
    expect(TERMS.sections.length).toBeGreaterThanOrEqual(14);
    expect(TERMS.sections.length).toBeLessThanOrEqual(20);
  });

  test('lists about 15 excluded countries and territories, including the United States', () => {
    const section = TERMS.sections.find((s) => s.id === 'excluded-countries');
    expect(section).toBeDefined();
    const list = section?.list ?? [];
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(list.length).toBeLessThanOrEqual(18);
    expect(list.some((c) => /United States/.test(c))).toBe(true);
  });
});

describe('RESPONSIBLE_GAMING', () => {
  test.each(RG_ITEMS)('covers %s', (_label, pattern) => {
    expect(rgText).toMatch(pattern);
  });

  test.each(['Profile > Player Protection', 'Settings > Account loss limits', 'History > Transactions'])(
    'refers to the account area %s verbatim',
    (area) => {
      expect(rgText.includes(area)).toBe(true);
    },
  );
});

describe('HELP_ORGANISATIONS', () => {
  test('has exactly three organisations with https URLs and descriptions', () => {
    expect(HELP_ORGANISATIONS).toHaveLength(3);
    for (const org of HELP_ORGANISATIONS) {
      expect(org.name.trim()).not.toBe('');
      expect(org.description.trim()).not.toBe('');
      expect(new URL(org.url).protocol).toBe('https:');
    }
    expect(new Set(HELP_ORGANISATIONS.map((o) => o.url)).size).toBe(3);
  });
});

describe.each([
  ['TERMS', TERMS],
  ['RESPONSIBLE_GAMING', RESPONSIBLE_GAMING],
] as const)('%s structure', (_name, doc) => {
  test('every section id is unique', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('uses the {brand} placeholder', () => {
    expect(fullText(doc)).toContain('{brand}');
  });

  test('has no placeholder or unfinished text', () => {
    expect(fullText(doc)).not.toMatch(/lorem\s+ipsum|\bTO[D]O\b|TBD/i);
  });

  test('every section has a heading and at least one paragraph', () => {
    for (const section of doc.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });
});

/**
 * Terms and Conditions shown on /terms-and-conditions.
 *
 * Pure data. Wherever the operator's name belongs the text says `{brand}`;
 * the page replaces it with the configured brand name.
 */

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A place in the signed-in app that the text names, e.g. "Profile > Player Protection". */
export interface PolicyLink {
  /** The words as they appear in the text; each occurrence becomes a link. */
  text: string;
  to: string;
}

export interface PolicyDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: PolicySection[];
  links?: PolicyLink[];
}

export const TERMS: PolicyDocument = {
  title: 'Terms and Conditions',
  updated: '21 November 2026',
  links: [{ text: 'Settings > Account loss limits', to: '/player-protection#limits' }],
  intro: [
    'These Terms and Conditions are the agreement between you and {brand}. They apply whenever you open an account, log in, deposit, place a bet, play a game or withdraw money on the {brand} website or any of its apps.',
    'Please read them carefully. By registering or by using the site you confirm that you have read, understood and accepted these terms, together with our Responsible Gaming and Player Protection Information Policy and the betting rules published for each sport and game. If you do not agree, do not use the site.',
    'We may change these terms from time to time. The date at the top of this page shows when they were last updated. If a change is significant we will tell you before it applies, and if you keep using the site after that you accept the new version.',
  ],
  sections: [
    {
      id: 'about',
      heading: '1. About {brand} and these terms',
      paragraphs: [
        '{brand} runs an online betting exchange and gaming site. In these terms "we", "us" and "our" mean {brand}, and "you" means the person who holds the account.',
        'The site is organised into the following categories. Each category may also have its own rules, which form part of these terms. If a category rule conflicts with these general terms, the category rule applies to bets and games in that category.',
      ],
      list: [
        'Casino: slot, table and other games supplied by third-party providers.',
        'Live casino: card and table games dealt live, including our own live card tables and provider-hosted live casino games.',
        'Sportsbook: the sports exchange and other betting markets on sporting and special events.',
        'Virtual sports: computer-generated events whose outcomes are decided by a certified random process.',
        'Fantasy games: contests based on the real-world performance of players and teams.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who may open an account',
      paragraphs: [
        'You may only open and use an account with {brand} if all of the following are true. We may ask you for proof at any time, and if any of them stops being true you must stop using the site and tell us.',
      ],
      list: [
        'You are over 18 years old, or over the legal age for gambling where you live if that age is higher.',
        'You are a natural person acting on your own behalf. Companies, partnerships, trusts and other legal entities cannot hold an account, and you may not bet for anyone else.',
        'You hold only one account. We allow one account per person and one account per household.',
        'You are not resident in, and are not accessing the site from, any of the excluded countries and territories listed in section 3.',
        'You are legally able to enter into a binding contract, and online gambling is lawful where you are.',
        'You are not currently self-excluded from gambling with us or under a national self-exclusion scheme that applies to you.',
      ],
    },
    {
      id: 'excluded-countries',
      heading: '3. Excluded countries and territories',
      paragraphs: [
        'Because of licensing and legal restrictions, we do not accept players who live in, or who try to use the site from, the countries and territories below. The list can change; the current version on this page always applies.',
        'If we find that an account was opened or used from an excluded country or territory, we may close it, void the bets placed, and return only the deposits that can lawfully be returned.',
      ],
      list: [
        'the United States of America, including its territories such as Puerto Rico, Guam and the US Virgin Islands',
        'France and its overseas departments and territories',
        'the Netherlands',
        'Curaçao',
        'Aruba',
        'Spain',
        'Australia',
        'Israel',
        'Cyprus',
        'Belgium',
        'Iran',
        'North Korea',
        'Cuba',
        'Syria',
        'Afghanistan',
        'Myanmar',
      ],
    },
    {
      id: 'registration',
      heading: '4. Registration, verification and security',
      paragraphs: [
        'The details you give us when you register must be true, complete and kept up to date. Your account is personal. Do not share your username, password or authenticator codes with anyone, and do not let anyone else use your account. You are responsible for everything done through your account until you tell us that your login details may have been compromised.',
        'We must check your age. You must complete age verification within 72 hours of your first deposit. Until you do, you may not be able to withdraw, and if verification is not completed within 72 hours the account may be frozen until it is.',
        'We may also ask for further documents at any time, for example proof of identity, proof of address, proof that you own the payment method you use, or proof of where your money comes from. We carry out additional verification when your cumulative withdrawals exceed EUR 2,000. We may hold withdrawals until these checks are complete.',
        'If you open, or try to open, more than one account, we may close the extra accounts, void the bets placed on them and charge an extra-account fee of 10% of the balance of each extra account (minimum EUR 50) to cover the cost of the investigation.',
      ],
    },
    {
      id: 'account-states',
      heading: '5. Account states',
      paragraphs: [
        'At any time your account is in one of the states below. The state decides what you can do on the site.',
      ],
      list: [
        'Active: you can log in, deposit, bet, play and withdraw as normal.',
        'Inactive: the account holds a real-money balance and you have not accessed it for 12 months in a row.',
        'Dormant: you have not accessed the account for 30 months in a row.',
        'Frozen / blocked / closed: we have restricted or ended the account, for example while checks are carried out, because verification was not completed in time, after a chargeback, or because these terms were breached. A frozen or blocked account cannot bet or play; a closed account cannot be used at all.',
        'Self-excluded: you have chosen to stop gambling with us for a set period. You cannot log in to bet or play until the period has ended and the account has been reactivated.',
        'Cooling off: you have chosen a short break from gambling. The account reactivates automatically at the end of the cooling-off period.',
      ],
    },
    {
      id: 'inactive-dormant',
      heading: '6. Inactive and dormant accounts',
      paragraphs: [
        'Once an account becomes inactive (a real balance and no access for 12 months), we charge an inactivity fee of EUR 5 per month. The fee is only taken from the available balance and will never make the balance negative. We will remind you by e-mail before the first fee is charged. Logging in stops any further fees.',
        'Once an account becomes dormant (no access for 30 months), we will try to contact you using the details we hold. If you cannot be reached, we will deal with any remaining balance as required by the law and by our licence.',
      ],
    },
    {
      id: 'funds',
      heading: '7. Your balance, currencies and deposits',
      paragraphs: [
        'The amount you can use for new bets and games is shown as "Available to Bet". It is your balance minus your exposure, which is the most you could lose on bets that have not yet been settled, and minus any amounts reserved for pending withdrawals or bonus conditions.',
        'Accounts can be held in EUR, BRL or USD. You choose the account currency when you register and it cannot be changed later. If you deposit or withdraw in another currency, your payment provider or bank may charge for the conversion; {brand} is not responsible for those charges.',
        'You may only deposit using payment methods registered in your own name. Deposits must come from legitimate sources. We do not pay interest on balances, and your account is not a bank account. Do not use the site to move money between payment methods.',
      ],
    },
    {
      id: 'withdrawals',
      heading: '8. Withdrawals',
      paragraphs: [
        'You can request a withdrawal of your withdrawable balance at any time, subject to verification. We will approve or deny every withdrawal request within 3 business days. While a withdrawal is pending you can cancel it, and the funds are returned to your balance.',
        'Where we deny a withdrawal we will tell you why, for example because verification is outstanding or bonus wagering has not been completed. Withdrawals are normally paid back to the method you used to deposit.',
        'If you win EUR 20,000 or more, we may choose to pay the winnings in ten monthly instalments of 10% each instead of in a single payment.',
        'The first 30 withdrawals in a calendar month are free of our charges. For each withdrawal after the 30th in a calendar month we charge an administration fee of 2% of the amount withdrawn (minimum EUR 5).',
      ],
    },
    {
      id: 'chargebacks',
      heading: '9. Chargebacks and reversed payments',
      paragraphs: [
        'If you reverse, dispute or charge back a deposit, or your payment provider does so, we may block the account straight away while we investigate. The amount charged back is deducted from your balance, which can make the balance negative. You must repay any negative balance.',
        'Until the amount is repaid we will send reminder e-mails. Each chargeback reminder e-mail costs EUR 50, which is added to the amount you owe. We may pass unpaid amounts to a collection agency and share the details with payment providers.',
      ],
    },
    {
      id: 'bonuses',
      heading: '10. Bonuses and promotions',
      paragraphs: [
        'Every promotion has its own terms, which apply together with the general rules below. If the two conflict, the promotion terms apply.',
        'Only one bonus is available per person, per household, per address, per e-mail address, per card, per bank account, per phone number, per device and per IP address.',
        'While a bonus is active the maximum bet is 5 EUR per round or 0.50 per line (or the equivalent in your account currency). Bets above this limit may cause the bonus and any winnings from it to be cancelled.',
        'The maximum you can withdraw from winnings made with a no-deposit bonus is 100 EUR. Any amount above this is removed when the withdrawal is made.',
        'Bonus amounts and limits are set in EUR. For accounts in other currencies we convert them as follows: BRL 1 = EUR 4 (as stated), and USD 1 = EUR 1.',
        'System bets do not count toward wagering requirements. Games and markets may also contribute different percentages toward wagering, as shown in the promotion terms.',
        'We may withdraw or change a promotion at any time, and we may cancel a bonus and any winnings from it if we believe it has been abused, for example through several accounts, matched betting across accounts or breaking the promotion terms.',
      ],
    },
    {
      id: 'betting',
      heading: '11. Placing bets and playing games',
      paragraphs: [
        'A bet is placed only when it has been accepted and confirmed by our system and appears in your current bets. Check your bet before you confirm it: accepted bets cannot be cancelled or changed by you, except where the exchange lets you cancel the unmatched part of a bet.',
        'Odds and rates can change quickly, particularly in running. Bets are accepted at the odds shown at the moment of acceptance. We may set minimum and maximum stakes and winnings for any market or game.',
        'If there is an obvious error in the odds, the market, the result or the settlement (for example, a price clearly out of line with the market, or a game malfunction), we may correct it or void the affected bets. A malfunction voids all affected plays and payouts.',
        'Live streams, scores and statistics are provided for information. They may be delayed or inaccurate and you should not rely on them when you place bets.',
      ],
    },
    {
      id: 'settlement',
      heading: '12. Settlement of bets',
      paragraphs: [
        'Bets are settled under the rules published for each sport, market and game. In summary:',
        'You may query a result within 7 days of the settlement. After 7 days the settlement is final.',
        'The detailed rules for each sport, including how abandoned and shortened cricket matches are settled, are shown in the Rules section of each sport and always apply to bets on that sport.',
      ],
      list: [
        'Bets are void if the match is abandoned, if the data of the person betting is deemed illegitimate, or if the overs of a cricket match are reduced.',
        'Where we suspect use of a VPN, use of a robot or other automated software, or multiple entries by the same person, only the winning bets are voided; losing bets stand.',
        'Group betting and punching (several people or accounts co-ordinating their bets on the same outcome) carry a penalty of 2x the winnings, deducted from the accounts involved.',
        'A football match that is not played within 48 hours of its scheduled start is void.',
        'A motor sport event stands if it is concluded within 72 hours of its scheduled start.',
        'For cricket session markets, a one-day international needs 25 overs and a T20 match needs 10 overs to be compared. In a Test match a first-day session needs 25 overs, a first-day total needs 80 overs, and innings runs need 70 overs.',
      ],
    },
    {
      id: 'operator-rights',
      heading: '13. Our right to refuse, suspend or close accounts',
      paragraphs: [
        'We may refuse to open an account, refuse a bet or deposit, limit stakes, suspend an account or close an account at any time. Where the law allows we will give reasons, but we do not always have to.',
        "If we believe that you have broken these terms, acted fraudulently, cheated, colluded with other players, used someone else's payment method, provided false information, or used the site for money laundering or any other unlawful purpose, we may void bets and withhold funds. We may also keep any winnings and report the matter to the relevant authorities.",
        'If we close your account for any other reason, we will pay out the withdrawable balance, less any amounts you owe us, after settling open bets.',
        'You can close your account at any time by contacting support. If you are closing it because of concerns about your gambling, please tell us so that we can apply the right protections.',
      ],
    },
    {
      id: 'limits',
      heading: '14. Deposit and loss limits',
      paragraphs: [
        'You can set deposit and loss limits for a day, a week or a month under Settings > Account loss limits. We recommend that every player sets limits they are comfortable with.',
        'A decrease to a limit takes effect immediately. An increase to a limit, or removing (revoking) a limit, takes effect only after 7 days, so that you have time to think again before it applies.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: '15. Cooling off, self-exclusion and blocking',
      paragraphs: [
        'You can take a break (cooling off), self-exclude for a longer period, or block access to particular products. Self-exclusion and blocking take effect immediately. Any open bets stand and are settled as normal, and your withdrawable balance remains available for withdrawal.',
        'A cooling-off period ends with automatic reactivation of the account.',
        'If you ask to revoke a self-exclusion or block, the request takes effect 7 days after you make it, and only once the period you chose has elapsed. A request made before the period has ended will not shorten it.',
        'While you are self-excluded we will not send you marketing, and we will take reasonable steps to stop you opening new accounts. You agree not to try to open another account during a self-exclusion.',
        'Details of every tool are set out in our Responsible Gaming and Player Protection Information Policy.',
      ],
    },
    {
      id: 'reality-check',
      heading: '16. Reality Check',
      paragraphs: [
        'For residents outside the UK, a Reality Check reminder appears every hour during casino play. It shows how long you have been playing and what you have won or lost, and lets you carry on, view your history or log out.',
        'For UK residents, Reality Check reminders follow the UK rules described in section 17.',
      ],
    },
    {
      id: 'uk-players',
      heading: '17. UK and non-UK residents',
      paragraphs: [
        'Some player protection rules are different depending on whether you are resident in the United Kingdom. The main differences are:',
      ],
      list: [
        'UK residents can cool off for 24 hours, 1 week, 3 weeks or 6 weeks. At the end of the period the account reactivates automatically.',
        'UK self-exclusion lasts at least 6 months. It does not end automatically: to reactivate the account after the period has ended you must contact support, and the reactivation takes effect 7 days after your request.',
        'Non-UK residents choose their cooling-off and self-exclusion periods from the options in the account, and a non-UK self-exclusion reactivates automatically when the chosen period ends.',
        'The hourly Reality Check applies to non-UK casino play. UK residents can choose how often they receive Reality Check reminders in their account.',
        'Where UK law or the conditions of a UK licence give you more protection than these terms, those rules apply.',
      ],
    },
    {
      id: 'complaints',
      heading: '18. Complaints and claims',
      paragraphs: [
        'If you are unhappy with any part of our service, contact our 24X7 Support team and explain the problem, including your username and the bet or transaction involved. We will acknowledge your complaint and try to resolve it quickly.',
        'Any claim or dispute about a transaction, bet or account must be raised within 6 months of the event it concerns. We cannot consider claims raised later. Queries about a bet result must be raised within 7 days, as explained in section 12.',
        'Our records, including the bet and transaction history in your account, are the final record of what happened unless there is a clear error.',
      ],
    },
    {
      id: 'liability',
      heading: '19. Liability, privacy and general terms',
      paragraphs: [
        'The site is provided "as is". We do not promise that it will always be available or free of errors. We are not liable for losses caused by technical failures, interruptions, lost connections or events outside our reasonable control, and our total liability to you is limited to the amount of the bet or deposit concerned, except where the law does not allow such a limit.',
        'We handle your personal data in line with our Privacy Policy. We may share information with payment providers, regulators, law enforcement and integrity bodies when the law requires it or to prevent fraud and protect players.',
        'If any part of these terms cannot be enforced, the rest remains in effect. If we do not enforce a right straight away, we can still enforce it later. You may not transfer your account or your rights under these terms to anyone else.',
      ],
    },
  ],
};

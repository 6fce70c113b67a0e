/**
 * Responsible Gaming and Player Protection Information Policy shown on
 * /responsible-gaming, plus the external help organisations linked from it.
 *
 * Pure data. Wherever the operator's name belongs the text says `{brand}`;
 * the page replaces it with the configured brand name.
 */

import type { PolicyDocument } from './terms.js';

export const RESPONSIBLE_GAMING: PolicyDocument = {
  title: 'Responsible Gaming and Player Protection Information Policy',
  updated: '21 November 2026',
  links: [
    { text: 'Profile > Player Protection', to: '/player-protection' },
    { text: 'Settings > Account loss limits', to: '/player-protection#limits' },
  ],
  intro: [
    'At {brand} we want betting and gaming to stay what they are meant to be: a form of entertainment that you enjoy, on your own terms, with money you can afford to lose. For most people that is exactly how it stays. For some people gambling can become a problem, and it can happen to anyone.',
    'This policy explains how to keep gambling under control, how to spot the signs that it is getting out of hand, which tools {brand} gives you to manage your play, where to find them in your account, how we protect young people, and where you can get free, confidential help.',
  ],
  sections: [
    {
      id: 'staying-in-control',
      heading: 'Staying in control',
      paragraphs: [
        'Gambling should never be seen as a way to make money or to solve money problems. These simple habits help keep it fun:',
      ],
      list: [
        'Decide before you start how much money and how much time you are willing to spend, and stop when you reach either limit.',
        'Only bet with money you can afford to lose. Never use money meant for rent, bills, food or other essentials.',
        'Never try to win back what you have lost ("chasing losses"). Accept losses as the cost of the entertainment.',
        'Do not borrow money, or sell things, to gamble.',
        'Take regular breaks, and keep gambling in balance with work, family, friends and other interests.',
        'Avoid gambling when you are upset, stressed, lonely, or after drinking alcohol or taking drugs.',
        'Check your account history regularly so you always know how much you have deposited, won and lost.',
      ],
    },
    {
      id: 'warning-signs',
      heading: 'Warning signs',
      paragraphs: [
        'Ask yourself the questions below honestly. If you answer "yes" to any of them, gambling may be starting to cause you harm, and it is a good time to use the tools in this policy or talk to one of the help organisations listed at the end.',
      ],
      list: [
        'Do you spend more money or time gambling than you meant to?',
        'Do you need to bet more and more to get the same excitement?',
        'Do you go back to try to win back money you have lost?',
        'Have you borrowed money, used savings or missed payments because of gambling?',
        'Do you hide your gambling, or lie about it, to family or friends?',
        'Do you feel anxious, guilty, irritable or low when you gamble or when you try to stop?',
        'Has gambling caused arguments, or affected your work, studies, sleep or health?',
        'Have you tried to cut down or stop, and found that you could not?',
      ],
    },
    {
      id: 'limits',
      heading: 'Deposit and loss limits',
      paragraphs: [
        'You can set deposit and loss limits, capping how much you deposit and how much you lose over a day, a week or a month, under Settings > Account loss limits. Once a limit is reached you will not be able to deposit or bet further until the period resets.',
        'A decrease to a limit takes effect immediately. An increase to a limit, or revoking a limit, takes effect only after 7 days. This waiting period gives you time to be sure the change is right for you.',
      ],
    },
    {
      id: 'reality-check',
      heading: 'Reality Check',
      paragraphs: [
        'It is easy to lose track of time while playing. For non-UK casino play, a Reality Check reminder appears every hour. It shows how long you have been playing and how much you have won or lost in that session, and lets you choose to continue, look at your history, or log out.',
        'UK residents can choose how often Reality Check reminders appear under Profile > Player Protection.',
      ],
    },
    {
      id: 'cool-off',
      heading: 'Taking a break (cool-off)',
      paragraphs: [
        'If you want a short break from gambling, you can cool off under Profile > Player Protection. While cooling off you cannot place bets or play games, and we will not send you marketing.',
        'UK residents can choose a cool-off period of 24 hours, 1 week, 3 weeks or 6 weeks. Non-UK residents choose from the periods shown in their account.',
        'A cool-off ends with automatic reactivation: when the period is over, your account becomes active again without you having to contact us. If you feel you need a longer break, consider self-exclusion instead.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: 'Self-exclusion',
      paragraphs: [
        'Self-exclusion is for when you want to stop gambling for a longer period. You can self-exclude under Profile > Player Protection, or by contacting our 24X7 Support team. Self-exclusion takes effect immediately, and it cannot be shortened once it has started.',
        'Non-UK self-exclusion reactivates automatically when the period you chose has ended.',
        'UK self-exclusion lasts at least 6 months. It does not end automatically: after the period has ended, you must contact support if you want to reactivate your account.',
        'If you ask to revoke a self-exclusion, the request takes effect 7 days after you make it, and only once the self-exclusion period has elapsed.',
        'While you are self-excluded, any open bets are settled as normal, you can still withdraw your balance, and we will take reasonable steps to stop you opening a new account. We strongly recommend that you also exclude yourself from other gambling sites you use.',
      ],
    },
    {
      id: 'blocking',
      heading: 'Blocking products',
      paragraphs: [
        'If a particular part of the site causes you problems, for example the casino or live casino, you can block access to it under Profile > Player Protection while still using the rest of your account.',
        'Blocking takes effect immediately. As with self-exclusion, a request to revoke a block takes effect 7 days after you make it, and only once the blocking period has elapsed.',
      ],
    },
    {
      id: 'where-to-find',
      heading: 'Where to find these tools in your account',
      paragraphs: ['All of the player protection tools are available once you have logged in:'],
      list: [
        'Profile > Player Protection: cool-off, self-exclusion, product blocking and Reality Check settings.',
        'Settings > Account loss limits: deposit and loss limits for a day, a week or a month.',
        'History > Transactions: a full record of your deposits, withdrawals, bets and results, so you can see exactly how much you have spent.',
      ],
    },
    {
      id: 'underage',
      heading: 'Protecting young people',
      paragraphs: [
        'Gambling with {brand} is strictly for adults. You must be 18 or over, or the legal gambling age where you live if that is higher, to open an account. It is a criminal offence in many countries to allow anyone under age to gamble.',
        'We verify the age of every player. Age verification must be completed within 72 hours of the first deposit, or the account may be frozen. If we find that an account belongs to someone under age, we close it, void all bets and return the deposits.',
        'If you share a computer, tablet or phone with children, please help us keep them safe:',
      ],
      list: [
        'Install parental filtering software that blocks gambling websites, and keep it up to date.',
        'Do not leave your device unattended while you are logged in to your account.',
        'Do not save your username or password in the browser, and do not share your login details.',
        "Keep your payment cards and bank details out of children's reach.",
        'Create separate profiles on shared devices so children cannot reach your accounts.',
      ],
    },
    {
      id: 'getting-help',
      heading: 'Getting help',
      paragraphs: [
        'If you are worried about your own gambling, or about someone close to you, you do not have to deal with it alone. Our 24X7 Support team can set up any of the tools in this policy for you straight away, and can close your account if you ask.',
        'The organisations below are independent of {brand}. They offer free, confidential advice, counselling and support to anyone affected by gambling, including family and friends.',
      ],
    },
  ],
};

export const HELP_ORGANISATIONS: { name: string; url: string; description: string }[] = [
  {
    name: 'GamCare',
    url: 'https://www.gamcare.org.uk/',
    description:
      'Free information, advice and counselling for anyone affected by gambling, including a helpline and live chat.',
  },
  {
    name: 'Gambling Therapy',
    url: 'https://www.gamblingtherapy.org/',
    description:
      'Free online support for people affected by gambling anywhere in the world, with live advice, forums and support groups in several languages.',
  },
  {
    name: 'Gamblers Anonymous',
    url: 'https://www.gamblersanonymous.org/',
    description:
      'A fellowship of people who share their experience and support one another to stop gambling, with meetings in many countries.',
  },
];

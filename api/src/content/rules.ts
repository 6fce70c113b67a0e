/**
 * Backlay's betting rules, as shown in the Rules popup: one entry per sport tab, each a list of
 * categories with description lines. Written for Backlay; the numbers follow the product spec
 * (sections 5 and 9). Colour marks weight: red for voids and penalties, black for emphasis, null
 * for plain lines.
 */

import type { Static } from 'typebox';
import type { RuleCategorySchema, RuleColorSchema, RuleLineSchema, RulesEntrySchema } from '@backlay/shared/schemas';

export type RuleColor = Static<typeof RuleColorSchema>;
export type RuleLine = Static<typeof RuleLineSchema>;
export type RuleCategory = Static<typeof RuleCategorySchema>;
export type RulesEntry = Static<typeof RulesEntrySchema>;

/** The date these rules took effect; change it whenever the text changes. */
export const RULES_VERSION = '2026-11-21';

const red = (text: string): RuleLine => ({ text, color: 'red' });
const black = (text: string): RuleLine => ({ text, color: 'black' });
const plain = (text: string): RuleLine => ({ text, color: null });

const GENERAL: RulesEntry = {
  sportName: 'General',
  rules: [
    {
      category: 'About these rules',
      description: [
        plain(
          'These rules apply to every bet placed on Backlay. The tab for each sport adds the rules of that sport; where a sport rule and a general rule differ, the sport rule applies.',
        ),
        plain(
          'By placing a bet you accept the rules in force at the moment the bet is accepted. The rules are published in English, and the English text is the one that counts.',
        ),
        black(
          'A bet is accepted only when it appears in your Current Bet list. A bet that is rejected, or that never appears there, has not been placed and has not touched your balance.',
        ),
      ],
    },
    {
      category: 'Void bets',
      description: [
        red(
          "All bets on a match are void if the match is abandoned, if the bettor's data is deemed illegitimate, or if the overs of the match are reduced.",
        ),
        black(
          "The one exception: where a market's own rule says how it settles in that case (for example a session that was already complete, or the fancy average values in the Fancy tab), that rule applies instead.",
        ),
        plain(
          'When a bet is void its stake is returned and it counts as neither a win nor a loss. Void bets stay visible in your bet history with the reason.',
        ),
      ],
    },
    {
      category: 'Fair play and penalties',
      description: [
        red(
          'If we suspect the use of a VPN, a robot (automated betting software) or multiple entries by the same person, only the winning bets are voided. Losing bets on those accounts stand.',
        ),
        red(
          "Group betting (several accounts acting together to beat a market's limits) or punching (betting on information from the venue before the price has caught up, or hitting a rate the feed has not yet updated) is penalised at 2x the winnings. The penalty is deducted from the account.",
        ),
        plain(
          'Backlay may limit, suspend or close an account whose betting breaks these rules, and may void the bets concerned.',
        ),
      ],
    },
    {
      category: 'Results and settlement',
      description: [
        black(
          'Match odds are settled on the official result declared by the body that runs the event. Changes made to that result after settlement (appeals, disqualifications, overturned decisions) do not change the settlement.',
        ),
        plain(
          'Markets are settled as soon as their outcome is known, which may be before the event ends. A market settled in error is corrected, and the correction shows in your account statement.',
        ),
        red(
          'Any query about a result must reach us within 7 days of the settlement. After 7 days the result is final.',
        ),
      ],
    },
    {
      category: 'Ties and no result',
      description: [
        plain(
          'If the official result is a tie and the competition declares no winner, match odds bets are void and stakes are returned, unless the market offers the tie (or draw) as one of its selections.',
        ),
        plain(
          'If an event ends with "no result" declared, all match bets are void. Markets that were already decided before the event stopped stand.',
        ),
        plain(
          'Where two or more selections share a winning place (a dead heat), the stake is divided by the number of selections sharing it, and the winnings are paid on that share.',
        ),
      ],
    },
    {
      category: 'Postponed and rescheduled events',
      description: [
        red('Football: if a match is not played within 48 hours of its scheduled start, all bets on it are void.'),
        black(
          'Motor sport: bets stand if the race is concluded within 72 hours of its scheduled start, even after a postponement. If it is not concluded within 72 hours, bets are void.',
        ),
        plain(
          'A change of venue does not void bets unless the match moves to the ground of the team that was originally listed as the away team.',
        ),
      ],
    },
    {
      category: 'Market status and bet delay',
      description: [
        red(
          'When a market shows SUSPENDED or BALL RUNNING, no bets are accepted. Bets already accepted before the suspension stand.',
        ),
        black(
          'In-play match odds bets are held for a short bet delay (a few seconds) before they are accepted. After the delay the price is checked again: if it has moved against you the bet is rejected, and if it has improved you get the better price.',
        ),
        plain(
          'Bookmaker and fancy bets are accepted only at the exact rate shown when the bet reaches us. If the rate has changed, the bet is rejected and you may place it again at the new rate.',
        ),
        plain(
          'Live video and scoreboards can run several seconds behind play. Do not rely on them to time a bet; the market status is what counts.',
        ),
      ],
    },
    {
      category: 'Palpable errors',
      description: [
        red(
          'A palpable error is a price or rate that is obviously wrong: one offered after the outcome was already known, one far away from the price everywhere else because of a feed or manual fault, or one on the wrong selection. Bets matched at such a price are void, or are settled at the correct price where that can be determined.',
        ),
        plain(
          'Bets placed after the start of an event on a market that should have been closed at the start are void, except in markets that are clearly marked as in-play.',
        ),
      ],
    },
    {
      category: 'Stakes, limits and exposure',
      description: [
        plain('Each market shows its minimum and maximum stake. A bet outside those limits is rejected.'),
        plain(
          'Your exposure is the most you can lose on your open bets. A bet is accepted only if your available balance covers the new exposure.',
        ),
        plain(
          'Backlay may change market limits at any time. A change does not affect bets that were already accepted.',
        ),
      ],
    },
  ],
};

const CRICKET: RulesEntry = {
  sportName: 'Cricket',
  rules: [
    {
      category: 'Match odds',
      description: [
        black(
          'Match odds are settled on the official result. In limited-overs matches this includes any Super Over or other tie-break the competition uses to decide the winner.',
        ),
        plain(
          'If the match is tied and the competition declares no winner, match odds bets are void. A separate Tied Match market, where offered, settles on whether the match was tied.',
        ),
        plain('In Test matches the draw is a selection in match odds.'),
        red(
          "If the match is abandoned, or the overs are reduced, match odds bets are void unless the official result declares a winner under the competition's rules.",
        ),
      ],
    },
    {
      category: 'Bookmaker',
      description: [
        black(
          'Bookmaker rates are the profit per 100 staked. A rate of 50 is the same as decimal odds of 1.50; a rate of 120 is the same as 2.20.',
        ),
        plain('Back 1,000 at rate 50: you win 500 if your team wins, and lose 1,000 if it does not.'),
        plain('Lay 1,000 at rate 50: you win 1,000 if the team does not win, and lose 500 if it does.'),
        plain(
          'Bookmaker markets settle on the same official result as match odds, with the same tie and abandonment rules.',
        ),
      ],
    },
    {
      category: 'Sessions in limited-overs matches',
      description: [
        plain(
          "A session market is settled on the team's runs at the end of the stated over. Runs include every extra scored in the innings.",
        ),
        plain(
          "If the innings ends before the stated over, because the team is all out or the chasing side reaches its target, the session is settled on the innings' final score.",
        ),
        red(
          "If the overs are reduced before a session's over is reached, bets on that session are void. Sessions already completed before the reduction stand.",
        ),
      ],
    },
    {
      category: 'Comparison sessions',
      description: [
        black(
          'Comparison sessions compare the two teams at the same point of their innings. In a One Day International (ODI) the comparison is made at 25 overs; in a T20 it is made at 10 overs.',
        ),
        red(
          'Both innings must reach the comparison point: 25 overs in an ODI, 10 overs in a T20. If either innings does not, all comparison bets are void.',
        ),
        plain('If a team is all out before the comparison point, its final score is used for the comparison.'),
      ],
    },
    {
      category: 'Test matches',
      description: [
        black(
          'First-day session markets stand only if at least 25 overs are bowled on the first day. With fewer than 25 overs, they are void.',
        ),
        black(
          'First-day total runs markets need at least 80 overs bowled on the first day. With fewer than 80 overs, they are void.',
        ),
        black(
          'Innings runs markets need at least 70 overs bowled in that innings, unless the innings ends naturally (all out or declared). Otherwise they are void.',
        ),
        plain(
          'A declaration counts as the end of an innings: the score at the declaration is the final score for that innings.',
        ),
      ],
    },
    {
      category: 'Player markets',
      description: [
        plain(
          "A batter's runs market is settled on the runs the batter scores in the stated innings. If the batter retires hurt and does not return, the runs scored so far are the result.",
        ),
        red(
          'If the named player does not take part in the match, bets on that player are void. A substitute or concussion replacement does not take over the bet.',
        ),
        plain(
          'Partnership markets are settled on the runs added for the stated wicket. If the innings ends first, the unbroken partnership at the end is the result.',
        ),
      ],
    },
  ],
};

const FOOTBALL: RulesEntry = {
  sportName: 'Football',
  rules: [
    {
      category: 'Match odds',
      description: [
        black(
          'Match odds are settled on the official result after regular time: 90 minutes plus stoppage time. Extra time and penalty shoot-outs do not count unless the market name says so.',
        ),
        plain('"To qualify" and "to lift the trophy" markets include extra time and penalties.'),
        plain(
          'Bookmaker rates on football work as in cricket: the rate is the profit per 100 staked, so a rate of 50 equals decimal 1.50.',
        ),
      ],
    },
    {
      category: 'Postponed and abandoned matches',
      description: [
        red('If a match is not played within 48 hours of its scheduled start, all bets on it are void.'),
        red(
          'If a match is abandoned, bets are void unless the market was already decided before the abandonment (for example "over 1.5 goals" after two goals).',
        ),
        plain(
          'A match that kicks off within 48 hours of its scheduled start stands, even if the kick-off time or date changed.',
        ),
      ],
    },
    {
      category: 'Goals and other markets',
      description: [
        plain('Total goals markets count every goal scored in regular time, including own goals.'),
        plain('Half-time markets are settled on the score at the end of the first half, including its stoppage time.'),
        plain(
          'Corner, card and similar markets are settled on the official match statistics published after the match.',
        ),
      ],
    },
  ],
};

const TENNIS: RulesEntry = {
  sportName: 'Tennis',
  rules: [
    {
      category: 'Match odds',
      description: [
        black(
          'Match odds are settled on the player who progresses to the next round, or wins the final, as officially declared.',
        ),
        red('If a match does not start, all bets on it are void.'),
        plain(
          'A change of court, surface or start time does not affect bets, as long as the match is played in the same tournament.',
        ),
      ],
    },
    {
      category: 'Retirement and disqualification',
      description: [
        plain(
          'If a player retires or is disqualified after the match has started, the player who progresses is the winner for match odds.',
        ),
        red(
          'Set, game and total markets that were not yet decided when the player retired are void. Markets already decided stand.',
        ),
        plain('A walkover before the first point is not a started match: bets are void.'),
      ],
    },
    {
      category: 'Sets and games',
      description: [
        plain(
          'Set betting and total games markets use the full score of the match. A match tie-break counts as one game and one set.',
        ),
        plain('Set winner markets are settled on the set named in the market.'),
      ],
    },
  ],
};

const HORSE_RACING: RulesEntry = {
  sportName: 'Horse Racing',
  rules: [
    {
      category: 'Results',
      description: [
        black(
          "Races are settled on the official result at the weigh-in (or its local equivalent), after any stewards' enquiry announced on the day. Later appeals and amendments do not change settlement.",
        ),
        plain(
          'Dead heats: the stake is divided by the number of horses sharing the place, and winnings are paid on that share.',
        ),
      ],
    },
    {
      category: 'Non-runners',
      description: [
        red('Bets on a horse that is withdrawn before the race is off are void.'),
        plain(
          "When a horse is withdrawn after betting has opened, matched bets on the other horses are reduced by a reduction factor that reflects the withdrawn horse's chance. The factor is shown in the market when it applies.",
        ),
      ],
    },
    {
      category: 'Void races',
      description: [
        red('If a race is declared void, abandoned, or not run on its scheduled day, all bets on it are void.'),
        plain(
          'A false start followed by a correct start does not affect bets. Bets placed after the off in a market not marked in-play are void.',
        ),
      ],
    },
  ],
};

const GREYHOUND_RACING: RulesEntry = {
  sportName: 'Greyhound Racing',
  rules: [
    {
      category: 'Results',
      description: [
        black('Races are settled on the official result given at the track.'),
        plain('Dead heats: the stake is divided by the number of dogs sharing the place.'),
      ],
    },
    {
      category: 'Traps and reserves',
      description: [
        plain('Bets are on the named dog running from its listed trap.'),
        red('If a reserve runs in place of the named dog, bets on that trap are void.'),
        red(
          'If a dog is withdrawn before the off, bets on it are void, and bets on the other dogs may be reduced by a reduction factor shown in the market.',
        ),
      ],
    },
    {
      category: 'Void races',
      description: [
        red(
          'A race declared "no race", abandoned or not run on its scheduled day is void, and all bets on it are void.',
        ),
        plain('If the race is re-run the same day, bets stand on the re-run.'),
      ],
    },
  ],
};

const POLITICS: RulesEntry = {
  sportName: 'Politics',
  rules: [
    {
      category: 'Settlement',
      description: [
        black(
          'Political markets are settled on the result as officially declared by the authority that runs the election or vote.',
        ),
        plain(
          'Seat markets count the seats officially declared for each party or alliance on the day of the declaration. Later defections, recounts, legal challenges and by-elections are not taken into account.',
        ),
        plain('Markets on who will form a government are settled when the new head of government is sworn in.'),
      ],
    },
    {
      category: 'Postponement and changes',
      description: [
        plain(
          'If an election is postponed, bets stand as long as it is held within 12 months of the date originally scheduled.',
        ),
        red('If the election is cancelled, or is not held within 12 months of the original date, all bets are void.'),
        black('If a listed candidate withdraws, bets on that candidate are lost; bets on the others stand.'),
      ],
    },
  ],
};

const KABADDI: RulesEntry = {
  sportName: 'Kabaddi',
  rules: [
    {
      category: 'Match odds',
      description: [
        black(
          'Match odds are settled on the official result, including any tie-break (such as golden raids) the competition uses to decide a winner.',
        ),
        plain(
          'If the match is tied and no tie-break is played, match odds bets are void, unless the market offers the tie as a selection.',
        ),
      ],
    },
    {
      category: 'Points markets',
      description: [
        plain(
          'Points markets count every point on the official scorecard: raid points, tackle points, bonus points, all-out points and technical points.',
        ),
        plain('Half markets are settled on the score at the end of the stated half.'),
      ],
    },
    {
      category: 'Abandoned matches',
      description: [
        red('If a match is abandoned, all bets are void unless the market was already decided before play stopped.'),
      ],
    },
  ],
};

const BASKETBALL: RulesEntry = {
  sportName: 'Basketball',
  rules: [
    {
      category: 'Match odds and totals',
      description: [
        black('Match odds and points totals include overtime, unless the market name says "regular time".'),
        plain(
          'Quarter and half markets are settled on the points scored in that period only; overtime counts toward the fourth quarter and second half.',
        ),
      ],
    },
    {
      category: 'Abandoned and postponed games',
      description: [
        red(
          'If a game is abandoned or postponed, bets are void unless the official body declares a final result, in which case bets are settled on it.',
        ),
        plain('Quarter and half markets that were complete before the game stopped stand.'),
      ],
    },
  ],
};

const TABLE_TENNIS: RulesEntry = {
  sportName: 'Table Tennis',
  rules: [
    {
      category: 'Match odds',
      description: [
        black('Match odds are settled on the official winner of the match.'),
        plain(
          'If a player retires or is disqualified after the match has started, the player declared the winner is the winner for match odds.',
        ),
        red('If a match does not start, all bets on it are void.'),
      ],
    },
    {
      category: 'Games and points',
      description: [
        red(
          'Game and total points markets not yet decided when a player retires are void. Markets already decided stand.',
        ),
        plain('Game markets are settled on the game named in the market.'),
      ],
    },
  ],
};

const VOLLEYBALL: RulesEntry = {
  sportName: 'Volleyball',
  rules: [
    {
      category: 'Match odds',
      description: [
        black('Match odds are settled on the official winner of the match.'),
        plain('A golden set, played to decide a two-leg tie, is not part of the match and counts for no match market.'),
      ],
    },
    {
      category: 'Sets and points',
      description: [
        plain('Total points markets count the points of every set played in the match.'),
        plain('Set markets are settled on the set named in the market.'),
      ],
    },
    {
      category: 'Incomplete matches',
      description: [
        red(
          'If a match is not completed (abandoned, forfeited after the start, or a team retires), bets are void unless the market was already decided.',
        ),
      ],
    },
  ],
};

const ICE_HOCKEY: RulesEntry = {
  sportName: 'Ice Hockey',
  rules: [
    {
      category: 'Regular time and overtime',
      description: [
        black(
          'Three-way match odds (home, draw, away) are settled on regular time: three periods of 20 minutes. Overtime and penalty shoot-outs do not count.',
        ),
        plain(
          'Markets named "including overtime and shoot-out" settle on the final result, including the shoot-out. A shoot-out win counts as one goal for the winner in totals.',
        ),
        plain('Period markets are settled on the goals scored in the period named.'),
      ],
    },
    {
      category: 'Abandoned and postponed games',
      description: [
        red(
          'If a game is abandoned or postponed, bets are void unless the market was already decided before play stopped.',
        ),
      ],
    },
  ],
};

const CASINO: RulesEntry = {
  sportName: 'Casino',
  rules: [
    {
      category: 'How rounds work',
      description: [
        plain(
          "These rules cover Backlay's in-house card tables: teen patti, dragon tiger, andar bahar, lucky 7, baccarat, poker, 32 cards, worli, race 20, super over, cricket-match games and the rest of the lobby.",
        ),
        plain(
          'Each round opens with a timer. Bets are accepted only while the timer runs; when it reaches zero the round is closed and the cards are dealt.',
        ),
        black(
          'The result of a round is the cards as dealt and recorded by the table. The result shown in your card report is final.',
        ),
      ],
    },
    {
      category: 'Void rounds',
      description: [
        red(
          'If a round is interrupted by a technical fault or a misdeal before its result is recorded, the round is cancelled and all bets on it are void. Stakes are returned.',
        ),
        red('A bet recorded after the round closed, for any reason, is void.'),
      ],
    },
    {
      category: 'Betting limits',
      description: [
        plain('Each bet option shows its own minimum and maximum stake.'),
        red(
          'You cannot bet on both opposite sides of the same round (for example Dragon and Tiger, or Low and High). The second bet is rejected.',
        ),
        plain(
          "The live video can run a few seconds behind the table. Betting closes on the table's timer, not on the video.",
        ),
      ],
    },
    {
      category: 'Payouts',
      description: [
        plain(
          'Each bet option shows its odds. A winning bet pays the stake times those odds, which includes the stake.',
        ),
        plain(
          "Where a game's result is a tie for a two-sided bet, the game's own rules card says whether the stake is returned or the bet loses; that card is shown on the table.",
        ),
      ],
    },
  ],
};

const FANCY: RulesEntry = {
  sportName: 'Fancy',
  rules: [
    {
      category: 'How YES and NO work',
      description: [
        plain(
          'Each fancy (session) market shows a run line with a NO box and a YES box. The big number is the line; the small number is the rate, the profit per 100 staked.',
        ),
        black('YES wins when the final runs are at or above the line. NO wins when the final runs are below the line.'),
        plain(
          'Example: YES at line 50, rate 100, stake 1,000. Final runs 50 or more: you win 1,000. Final runs 49 or fewer: you lose 1,000.',
        ),
        plain(
          'Example: NO at line 50, rate 90, stake 1,000. Final runs 49 or fewer: you win 1,000. Final runs 50 or more: you lose 900.',
        ),
        plain(
          'Your exposure on a session is the largest loss across every possible final score for all your bets on it, not the sum of your stakes.',
        ),
      ],
    },
    {
      category: 'Session families',
      description: [
        plain(
          'Over sessions: runs at the end of a stated over. Over-by-over and ball-by-ball: runs in a single over or off a single ball, extras included.',
        ),
        plain(
          'Odd/even and fancy-1 markets use decimal odds, like match odds: the profit on a winning bet is the stake times (odds minus 1).',
        ),
        plain(
          'Khado markets are back-only on a range of runs starting at the line: the bet wins stake times rate / 100 if the final runs fall inside the range stated in the market name, and loses the stake otherwise.',
        ),
        plain(
          'Meter markets pay in proportion to the distance from the line. For a YES bet, each run above the line wins stake times rate / 100, and each run below the line loses the stake. A NO bet mirrors this.',
        ),
      ],
    },
    {
      category: 'Settlement',
      description: [
        plain(
          "Sessions are settled on the official scorecard. If the innings ends before the session's over (all out, or the target reached), the session settles on the final score.",
        ),
        red(
          'If the overs are reduced before a session is complete, bets on that session are void. Sessions already complete stand.',
        ),
        red(
          'Bets placed when the market was SUSPENDED or BALL RUNNING, or at a rate offered after the ball was bowled, are void.',
        ),
        plain('A session settled in error is re-settled, and the correction shows in your account statement.'),
      ],
    },
    {
      category: 'Average settlement for abandoned matches',
      description: [
        black(
          'Whole-match fancy markets (totals for the full match) are not voided when a match is abandoned or its overs are reduced. They are settled on the Backlay average for the format instead.',
        ),
        black(
          'Backlay averages for a one-day match (50 overs a side): 45 fours, 11 sixes, 15 wickets, 15 wides, 25 extras, 3 fifties, 1 century, 3 ducks, 300 runs in the highest innings.',
        ),
        black(
          'Backlay averages for a T20 (20 overs a side): 28 fours, 12 sixes, 12 wickets, 8 wides, 14 extras, 1 fifty, 0 centuries, 2 ducks, 180 runs in the highest innings.',
        ),
        plain(
          'The average is used as the final number: YES wins if the average is at or above the line, NO wins if it is below. Example: a NO bet on total match fours at line 48 wins when a one-day match is abandoned, because the average of 45 fours is below 48.',
        ),
        black(
          'If the outcome of a whole-match fancy was already decided before the interruption (for example the line was passed), it is settled on that outcome and not on the average.',
        ),
      ],
    },
  ],
};

/** Every tab of the Rules popup, in display order: General first. */
export const RULES: RulesEntry[] = [
  GENERAL,
  CRICKET,
  FOOTBALL,
  TENNIS,
  HORSE_RACING,
  GREYHOUND_RACING,
  POLITICS,
  KABADDI,
  BASKETBALL,
  TABLE_TENNIS,
  VOLLEYBALL,
  ICE_HOCKEY,
  CASINO,
  FANCY,
];

/**
 * The operator's command line: moves money, sets the marquee, signs players out, reloads every
 * client. It talks to a running API with the operator key (OPERATOR_KEY, or the key file a local
 * API writes under .data/).
 *
 *   npm run op -- credit player1 500 "Top-up"
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCOUNT_STATUSES } from '@backlay/shared/schemas';
import { repoRoot } from '../config.js';

export const USAGE = `Usage: npm run op -- <command> [arguments]

  credit <user> <amount> [note]          add money to a player's wallet
  debit <user> <amount> [note]           take money from a player's wallet
  credit-reference <user> <amount>       set a player's credit reference
  create-user <user> <password> [--force-change] [--credit <amount>]
  marquee <text>                         set the scrolling notice
  banner <1-9> <text>                    set a banner text
  tabs <match...>                        show these matches as blinking tabs, in this order (at most 10)
  tabs auto                              blinking tabs follow in-play cricket again
  status <user>                          show a player's account state, limits and protection history
  status <user> <state> [--until <ISO time>] [--reason <text>]
                                         set the state: active, inactive, dormant, frozen, blocked,
                                         closed, selfExcluded, coolingOff (a state without log-in
                                         ends every login at once; coolingOff needs --until)
  inactivity                             mark players without a log-in for 12 months inactive, 30 dormant
  logout <user>                          revoke every session of a player (forced logout)
  unlock <user>                          clear a player's lock-outs (login, codes, password checks)
  hard-refresh                           reload every connected client
  outbox <user>                          show the codes sent to a player
  sessions <match>                       list a cricket match's manual sessions
  session-open <match> <name> [--min <stake>] [--max <stake>]
                                         open a manual session (shown at once, priced by session-rate)
  session-rate <market> <noLine> <noRate> <yesLine> <yesRate>
                                         set its prices: No runs line and rate, Yes runs line and rate
  session-suspend <market>               suspend it (shown, takes no bets)
  session-resume <market>                take bets again
  session-close <market>                 close it: it leaves the match, its bets stay and settle
  declare <market> winner <selectionId>  settle a market on its winner
  declare <market> runs <n>              settle a session on its final runs
  declare <market> yes|no                settle a yes/no fancy
  declare card:<table>:<mid> round       settle a card round on what its committed shoe dealt
  no-result <market> [abandoned|tie]     void a market: every stake back
  undeclare <market>                     reverse a market's result exactly; its bets open again
  bets <market>                          list a market's bets and results
  delete-bets <reason> <betId...>        delete open bets with a reason (they leave the positions)
  delete-market-bets <market> <reason> [--user <user>]
  purge-bets <betId...>                  remove open or deleted bets for good
  bet-reason <reason> <betId...>         change the reason shown on deleted bets

Environment: API_URL (default http://127.0.0.1:3000), OPERATOR_KEY (default: .data/operator.key)`;

export interface OperatorCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export class UsageError extends Error {}

function amountArg(value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value) || !(n >= 0)) {
    throw new UsageError(`"${value ?? ''}" is not an amount (use digits with at most two decimals).`);
  }
  return n;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}.`);
  return value;
}

function wholeArg(value: string | undefined, what: string, min: number): number {
  const text = need(value, what);
  if (!/^\d{1,9}$/.test(text) || Number(text) < min)
    throw new UsageError(`"${text}" is not a valid ${what} (a whole number of at least ${min}).`);
  return Number(text);
}

function manualSessionArg(value: string | undefined): string {
  const id = need(value, 'manual session id (manual:<n>)');
  if (!/^manual:[1-9]\d{0,14}$/.test(id)) throw new UsageError(`"${id}" is not a manual session id (like manual:12).`);
  return id;
}

function betIdsArg(values: string[]): string[] {
  if (values.length === 0) throw new UsageError('Missing bet ids.');
  return values;
}

/** Turns arguments into the API call they stand for; throws UsageError on anything wrong. */
export function parseCommand(argv: string[]): OperatorCall {
  const [command, ...rest] = argv;
  switch (command) {
    case 'credit':
    case 'debit': {
      const note = rest.slice(2).join(' ');
      return {
        method: 'POST',
        path: '/operator/wallet',
        body: {
          userName: need(rest[0], 'user name'),
          type: command === 'credit' ? 'add' : 'withDraw',
          amount: amountArg(rest[1]),
          ...(note ? { note } : {}),
        },
      };
    }
    case 'credit-reference':
      return {
        method: 'POST',
        path: '/operator/wallet',
        body: { userName: need(rest[0], 'user name'), type: 'creditReference', amount: amountArg(rest[1]) },
      };
    case 'create-user': {
      const [userName, password, ...flags] = rest;
      const body: Record<string, unknown> = {
        userName: need(userName, 'user name'),
        password: need(password, 'password'),
      };
      for (let i = 0; i < flags.length; i++) {
        if (flags[i] === '--force-change') body.forceChangePassword = true;
        else if (flags[i] === '--credit') body.credit = amountArg(flags[++i]);
        else throw new UsageError(`Unknown option ${flags[i]}.`);
      }
      return { method: 'POST', path: '/operator/users', body };
    }
    case 'marquee':
      return { method: 'POST', path: '/operator/notification', body: { type: 'marquee', value: rest.join(' ') } };
    case 'banner': {
      const n = need(rest[0], 'banner number');
      if (!/^[1-9]$/.test(n)) throw new UsageError('Banner numbers are 1 to 9.');
      return {
        method: 'POST',
        path: '/operator/notification',
        body: { type: `banner${n}`, value: rest.slice(1).join(' ') },
      };
    }
    case 'tabs': {
      if (rest.length === 0) throw new UsageError('Name the matches for the tabs, or "auto".');
      const matchIds = rest.length === 1 && rest[0] === 'auto' ? [] : rest;
      for (const id of matchIds) if (!/^\d{1,20}$/.test(id)) throw new UsageError(`"${id}" is not a match id.`);
      return { method: 'POST', path: '/operator/blinkingTabs', body: { matchIds } };
    }
    case 'status': {
      const userName = need(rest[0], 'user name');
      if (rest.length === 1)
        return { method: 'GET', path: `/operator/players/protection?userName=${encodeURIComponent(userName)}` };
      const status = rest[1]!;
      if (!(ACCOUNT_STATUSES as readonly string[]).includes(status))
        throw new UsageError(`"${status}" is not a state (${ACCOUNT_STATUSES.join(', ')}).`);
      const body: Record<string, unknown> = { userName, status };
      for (let i = 2; i < rest.length; i++) {
        if (rest[i] === '--until') {
          const at = need(rest[++i], 'time after --until');
          if (Number.isNaN(Date.parse(at)) || !/^\d{4}-\d{2}-\d{2}T/.test(at))
            throw new UsageError(`"${at}" is not an ISO time (like 2026-12-06T10:00:00Z).`);
          body.until = new Date(at).toISOString();
        } else if (rest[i] === '--reason') {
          // The reason is the rest of the line.
          body.reason = need(rest.slice(i + 1).join(' '), 'reason after --reason');
          break;
        } else throw new UsageError(`Unknown option ${rest[i]}.`);
      }
      return { method: 'POST', path: '/operator/players/status', body };
    }
    case 'inactivity':
      return { method: 'POST', path: '/operator/players/inactivity' };
    case 'logout':
      return { method: 'POST', path: '/operator/logout', body: { userName: need(rest[0], 'user name') } };
    case 'unlock':
      return { method: 'POST', path: '/operator/unlock', body: { userName: need(rest[0], 'user name') } };
    case 'hard-refresh':
      return { method: 'POST', path: '/operator/hard-refresh' };
    case 'outbox':
      return { method: 'GET', path: `/operator/outbox?userName=${encodeURIComponent(need(rest[0], 'user name'))}` };
    case 'sessions':
      return { method: 'GET', path: `/operator/sessions?matchId=${encodeURIComponent(need(rest[0], 'match id'))}` };
    case 'session-open': {
      const body: Record<string, unknown> = { matchId: need(rest[0], 'match id') };
      const words: string[] = [];
      for (let i = 1; i < rest.length; i++) {
        if (rest[i] === '--min') body.minBet = wholeArg(rest[++i], 'minimum stake', 1);
        else if (rest[i] === '--max') body.maxBet = wholeArg(rest[++i], 'maximum stake', 1);
        else if (rest[i]!.startsWith('--')) throw new UsageError(`Unknown option ${rest[i]}.`);
        else words.push(rest[i]!);
      }
      const name = words.join(' ').trim();
      if (!name) throw new UsageError('Missing session name.');
      body.name = name;
      return { method: 'POST', path: '/operator/sessions/open', body };
    }
    case 'session-rate': {
      const marketId = manualSessionArg(rest[0]);
      if (rest.length > 5) throw new UsageError('session-rate takes four numbers: noLine noRate yesLine yesRate.');
      const noLine = wholeArg(rest[1], 'No runs line', 0);
      const noRate = wholeArg(rest[2], 'No rate', 1);
      const yesLine = wholeArg(rest[3], 'Yes runs line', 0);
      const yesRate = wholeArg(rest[4], 'Yes rate', 1);
      if (noLine > yesLine) throw new UsageError(`The No line (${noLine}) cannot be above the Yes line (${yesLine}).`);
      return {
        method: 'POST',
        path: '/operator/sessions/rate',
        body: { marketId, noLine, noRate, yesLine, yesRate },
      };
    }
    case 'session-suspend':
    case 'session-resume':
    case 'session-close':
      return {
        method: 'POST',
        path: `/operator/sessions/${command.slice('session-'.length)}`,
        body: { marketId: manualSessionArg(rest[0]) },
      };
    case 'declare': {
      const marketId = need(rest[0], 'market id');
      const what = need(rest[1], 'result (winner, runs, yes, no or round)').toLowerCase();
      if (what === 'yes' || what === 'no')
        return { method: 'POST', path: '/operator/results/declare', body: { marketId, outcome: what.toUpperCase() } };
      if (what === 'round')
        return { method: 'POST', path: '/operator/results/declare', body: { marketId, round: true } };
      if (what !== 'winner' && what !== 'runs')
        throw new UsageError(`Unknown result "${rest[1]}": use winner, runs, yes, no or round.`);
      const n = need(rest[2], what === 'winner' ? 'selection id' : 'runs');
      if (!/^\d{1,9}$/.test(n)) throw new UsageError(`"${n}" is not a whole number.`);
      return { method: 'POST', path: '/operator/results/declare', body: { marketId, [what]: Number(n) } };
    }
    case 'no-result':
      return {
        method: 'POST',
        path: '/operator/results/declare',
        body: { marketId: need(rest[0], 'market id'), void: rest[1] ?? 'no result' },
      };
    case 'undeclare':
      return { method: 'POST', path: '/operator/results/undeclare', body: { marketId: need(rest[0], 'market id') } };
    case 'bets':
      return { method: 'GET', path: `/operator/bets?marketId=${encodeURIComponent(need(rest[0], 'market id'))}` };
    case 'delete-bets':
      return {
        method: 'POST',
        path: '/operator/bets/delete',
        body: { reason: need(rest[0], 'reason'), betIds: betIdsArg(rest.slice(1)) },
      };
    case 'delete-market-bets': {
      const body: Record<string, unknown> = { marketId: need(rest[0], 'market id'), reason: need(rest[1], 'reason') };
      if (rest[2] === '--user') body.userName = need(rest[3], 'user name');
      else if (rest[2] !== undefined) throw new UsageError(`Unknown option ${rest[2]}.`);
      return { method: 'POST', path: '/operator/bets/delete', body };
    }
    case 'purge-bets':
      return {
        method: 'POST',
        path: '/operator/bets/delete',
        body: { reason: 'Removed by the operator', betIds: betIdsArg(rest), permanent: true },
      };
    case 'bet-reason':
      return {
        method: 'POST',
        path: '/operator/bets/reason',
        body: { reason: need(rest[0], 'reason'), betIds: betIdsArg(rest.slice(1)) },
      };
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

export async function runCommand(
  argv: string[],
  options: { apiUrl: string; key: string; fetchImpl?: typeof fetch },
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const call = parseCommand(argv);
  const res = await (options.fetchImpl ?? fetch)(new URL(call.path, options.apiUrl), {
    method: call.method,
    headers: { 'x-operator-key': options.key, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { ok: res.ok, status: res.status, body };
}

function readKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY;
  const file = resolve(repoRoot, '.data/operator.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new UsageError('No operator key: set OPERATOR_KEY or start the API once with npm start.');
}

async function cli(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
    const result = await runCommand(argv, { apiUrl, key: readKey() });
    const body = result.body as { message?: string; data?: unknown };
    console.log(body.message ?? '');
    if (body.data !== undefined && body.data !== null) console.log(JSON.stringify(body.data, null, 2));
    return result.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(`Could not reach the API: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await cli());
}

/// <reference lib="dom" />
/** The page's calls to its own server (`/game/{launchId}/api/…`); every failure becomes a PageError. */
import type { BalanceResult, PageError, PageState, PlayResult } from '../contract.js';

export type Answer<T> = T | PageError;

export function isError<T>(answer: Answer<T>): answer is PageError {
  return (answer as PageError).status === 'ERROR';
}

const OFFLINE: PageError = {
  status: 'ERROR',
  code: 'NETWORK',
  message: 'The game cannot reach its server. Check your connection and try again.',
};

export class PageApi {
  private readonly base: string;

  constructor(launchId: string) {
    this.base = `/game/${encodeURIComponent(launchId)}/api`;
  }

  private async call<T>(path: string, body?: unknown): Promise<Answer<T>> {
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
      const answer = (await response.json().catch(() => null)) as Answer<T> | null;
      if (!answer || typeof answer !== 'object')
        return { ...OFFLINE, message: `The game server answered ${response.status}.` };
      return answer;
    } catch {
      return OFFLINE;
    }
  }

  state(): Promise<Answer<PageState>> {
    return this.call<PageState>('/state');
  }

  balance(): Promise<Answer<BalanceResult>> {
    return this.call<BalanceResult>('/balance');
  }

  bet(body: unknown): Promise<Answer<PlayResult>> {
    return this.call<PlayResult>('/bet', body);
  }

  action(roundId: string, action: Record<string, unknown>): Promise<Answer<PlayResult>> {
    return this.call<PlayResult>('/action', { ...action, roundId });
  }
}

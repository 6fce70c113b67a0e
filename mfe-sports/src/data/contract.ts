/**
 * What this remote consumes from the host's real-time bus (`@backlay/shared/realtime`): screens
 * import it from here, so the seam between the remote and the contract is one file.
 */
import type { HostApi } from '@backlay/shared/contract';
import type { ListState, MatchState, RealtimeBus } from '@backlay/shared/realtime';

export type { ListState, MatchState };

export type SportsBus = Pick<RealtimeBus, 'match' | 'list' | 'status$' | 'newMatches$'>;

export function sportsBus(host: HostApi): SportsBus {
  return host.realtime;
}

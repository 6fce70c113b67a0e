/**
 * The reality check across the tabs of one browser. The due time is the server's, per login, so a
 * Continue in one tab moves it for every tab of that login: the tab that continued says so on a
 * BroadcastChannel and the others read their protection again (each with its own session, so a tab
 * of another login reads its own, unchanged, time). Where there is no BroadcastChannel, the tabs
 * read it again when they are shown (RealityCheck's focus and visibility listeners).
 */
export const REALITY_CHECK_CHANNEL = 'backlay:reality-check';

interface ContinuedMessage {
  type: 'continued';
}

function isContinued(data: unknown): data is ContinuedMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'continued';
}

export interface RealityCheckTabs {
  /** Tells the other tabs that the player continued here. */
  announceContinue(): void;
  close(): void;
}

export function connectRealityCheckTabs(onContinuedElsewhere: () => void): RealityCheckTabs {
  if (typeof BroadcastChannel !== 'function') return { announceContinue: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(REALITY_CHECK_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isContinued(event.data)) onContinuedElsewhere();
  };
  return {
    announceContinue: () => channel.postMessage({ type: 'continued' } satisfies ContinuedMessage),
    close: () => channel.close(),
  };
}

import { act, screen } from '@testing-library/react';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { cricketSnapshot, fixture, matchDetailFrom, matchState, withBestBack } from '../../test/builders.js';
import { MatchDetailPage } from '../match-detail/MatchDetailPage.js';
import { FIRST_CONNECT_GRACE_MS, LiveRegion, liveness, STALE_AFTER_MS } from './Liveness.js';
import { findCell, getCell } from '../../test/cellName.js';

describe('liveness', () => {
  const now = 1_000_000;
  it('is live on a connected socket with fresh data', () => {
    expect(liveness({ state: 'connected' }, now - 2_000, true, now)).toBe('live');
  });
  it('is reconnecting whenever the socket is not connected', () => {
    for (const state of ['connecting', 'reconnecting', 'offline'] as const) {
      expect(liveness({ state }, now, false, now)).toBe('reconnecting');
    }
  });
  it('gives the first connection 5 s from when the screen showed, and no more', () => {
    const connecting = { state: 'connecting' } as const;
    expect(liveness(connecting, now, true, now, now)).toBe('live');
    expect(liveness(connecting, now, true, now + FIRST_CONNECT_GRACE_MS - 1, now)).toBe('live');
    expect(liveness(connecting, now, true, now + FIRST_CONNECT_GRACE_MS, now)).toBe('reconnecting');
    // A connection lost later is no first connection.
    expect(liveness({ state: 'reconnecting' }, now, true, now, now)).toBe('reconnecting');
    expect(liveness({ state: 'offline' }, now, true, now, now)).toBe('reconnecting');
  });
  it('is stale when an in-play match has had no data for more than 10 s', () => {
    expect(liveness({ state: 'connected' }, now - STALE_AFTER_MS - 1, true, now)).toBe('stale');
    expect(liveness({ state: 'connected' }, now - STALE_AFTER_MS, true, now)).toBe('live');
  });
  it('does not age prices of a match that has not started', () => {
    expect(liveness({ state: 'connected' }, now - 60_000, false, now)).toBe('live');
  });
});

describe('LiveRegion', () => {
  it('shows no banner while the page first connects, unless that takes more than 5 s', () => {
    jest.useFakeTimers();
    try {
      const { bus } = renderWithHost(
        <LiveRegion updatedAt={Date.now()} inPlay={false}>
          <div className="bl-cell">2.5</div>
        </LiveRegion>,
      );
      act(() => bus.status$.next({ state: 'connecting' }));
      expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(FIRST_CONNECT_GRACE_MS + 1_000));
      expect(screen.getByRole('status')).toHaveTextContent('Prices are not live');
      act(() => bus.status$.next({ state: 'connected' }));
      expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the reconnecting banner and dims the prices while the socket is down', () => {
    const { bus } = renderWithHost(
      <LiveRegion updatedAt={Date.now()} inPlay>
        <div className="bl-cell">2.5</div>
      </LiveRegion>,
    );
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    expect(screen.getByText('2.5').parentElement).toHaveClass('bl-live');

    act(() => bus.status$.next({ state: 'reconnecting' }));
    expect(screen.getByRole('status')).toHaveTextContent('Prices are not live — reconnecting…');
    expect(screen.getByText('2.5').parentElement).toHaveClass('bl-stale');

    act(() => bus.status$.next({ state: 'connected' }));
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
  });

  it('can dim without repeating the banner', () => {
    const { bus } = renderWithHost(
      <LiveRegion updatedAt={null} inPlay={false} banner={false}>
        <span>prices</span>
      </LiveRegion>,
    );
    act(() => bus.status$.next({ state: 'offline' }));
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    expect(screen.getByText('prices').parentElement).toHaveClass('bl-stale');
  });
});

describe('staleness on the match page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function open(inPlay: boolean) {
    const testHost = createTestHost();
    const snapshot = cricketSnapshot({ fixture: fixture({ inPlay }) });
    testHost.server.on('GET', '/match/1001', ok(matchDetailFrom(snapshot)));
    // The embeds and other markets are beside the point here: those calls stay unanswered.
    testHost.server.on('GET', '/getIframeUrl/1001', { hold: true });
    testHost.server.on('GET', '/match/other/1001', { hold: true });
    renderWithHost(<MatchDetailPage />, {
      testHost,
      path: '/game-detail/cricket/1001',
      route: '/game-detail/:type/:id',
    });
    await findCell('Back Team A 2.5 1.2k');
    return { testHost, snapshot };
  }

  it('warns that in-play prices may be out of date once the data is over 10 s old, until new data comes', async () => {
    const { testHost, snapshot } = await open(true);
    act(() => testHost.bus.match('1001').next(matchState(snapshot, { seq: 5, updatedAt: Date.now() })));
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(11_000));
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('Prices may be out of date');
    expect(getCell('Back Team A 2.5 1.2k').closest('.bl-stale')).not.toBeNull();

    act(() => {
      testHost.bus.match('1001').next(withBestBack(matchState(snapshot, { seq: 6 }), 'mo', 1, 2.52));
      jest.advanceTimersByTime(20);
    });
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    expect(getCell('Back Team A 2.52 100').closest('.bl-live')).not.toBeNull();
  });

  it('keeps quiet prices of a match not yet in play as they are', async () => {
    const { testHost, snapshot } = await open(false);
    act(() => testHost.bus.match('1001').next(matchState(snapshot, { seq: 5, updatedAt: Date.now() })));
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
  });

  it('says prices are not live while the bus reconnects', async () => {
    const { testHost } = await open(true);
    act(() => testHost.bus.status$.next({ state: 'reconnecting' }));
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('Prices are not live — reconnecting…');
  });
});

import { act, screen, within } from '@testing-library/react';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '../../test/renderWithHost.js';
import { matchState, raceDetailFrom, raceSnapshot, withBestBack, withMarket } from '../../test/builders.js';
import { RacePage, raceStatus } from './RacePage.js';

function open() {
  const testHost = createTestHost();
  const snapshot = raceSnapshot();
  testHost.server.on('GET', '/match/racing/2001', ok(raceDetailFrom(snapshot)));
  const result = renderWithHost(<RacePage />, { testHost, path: '/race/2001', route: '/race/:id' });
  return { ...result, snapshot };
}

describe('RacePage', () => {
  it('shows the race header and every runner with its best back and lay', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oldcastle Park · Race 4' })).toBeInTheDocument();
    expect(screen.getByText('Horse Racing · IE')).toBeInTheDocument();
    expect(screen.getByTestId('race-status')).toHaveTextContent('Status: Open');
    expect(screen.getByText(/^Off/)).toBeInTheDocument();
    const runner = screen.getByTestId('runner-31');
    expect([...runner.querySelectorAll('.bl-cell')].map((c) => c.getAttribute('aria-label'))).toEqual([
      'Back Northern Harbour 3.5',
      'Lay Northern Harbour 3.6',
    ]);
    expect(screen.getByTestId('runner-33')).toHaveTextContent('Velvet Echo');
  });

  it('moves prices live from the race room', async () => {
    const { bus, snapshot } = open();
    await screen.findByLabelText('Back Wild Banner 5');
    act(() => bus.match('2001').next(withBestBack(matchState(snapshot, { seq: 2 }), 'win', 32, 4.8)));
    expect(await screen.findByLabelText('Back Wild Banner 4.8')).toBeInTheDocument();
  });

  it('shows the winner and the placed runners when the result arrives', async () => {
    const { bus, snapshot } = open();
    await screen.findByLabelText('Back Wild Banner 5');
    const settled = withMarket(matchState(snapshot, { seq: 2 }), 'win', (m) => ({
      ...m,
      status: 'CLOSED',
      result: { type: 'winner', selectionId: 32, name: 'Wild Banner', placed: [31, 33] },
      runners: m.runners.map((r) => ({ ...r, status: r.selectionId === 32 ? 'WINNER' : 'PLACED' })),
    }));
    act(() => bus.match('2001').next({ ...settled, snapshot: { ...settled.snapshot, fixture: { ...settled.snapshot.fixture, finished: true } } }));
    expect(await screen.findByTestId('race-result')).toHaveTextContent('Winner: Wild Banner · Placed: Northern Harbour, Velvet Echo');
    expect(screen.getByTestId('race-status')).toHaveTextContent('Status: Result');
    expect(within(screen.getByTestId('runner-32')).getByText('WINNER')).toBeInTheDocument();
    expect(within(screen.getByTestId('runner-31')).getByText('PLACED')).toBeInTheDocument();
  });

  it('calls a removed runner a non-runner', async () => {
    const { bus, snapshot } = open();
    await screen.findByLabelText('Back Wild Banner 5');
    const state = withMarket(matchState(snapshot, { seq: 2 }), 'win', (m) => ({
      ...m,
      runners: m.runners.map((r) => (r.selectionId === 33 ? { ...r, status: 'REMOVED' } : r)),
    }));
    act(() => bus.match('2001').next(state));
    expect(await within(screen.getByTestId('runner-33')).findByText('NON-RUNNER')).toBeInTheDocument();
  });

  it('names the race state', () => {
    expect(raceStatus({ inPlay: false, finished: false, marketStatus: 'OPEN' })).toBe('Open');
    expect(raceStatus({ inPlay: true, finished: false, marketStatus: 'OPEN' })).toBe('Running');
    expect(raceStatus({ inPlay: true, finished: false, marketStatus: 'SUSPENDED' })).toBe('Suspended');
    expect(raceStatus({ inPlay: false, finished: true, marketStatus: 'SUSPENDED' })).toBe('Finished');
    expect(raceStatus({ inPlay: false, finished: true, marketStatus: 'CLOSED' })).toBe('Result');
  });
});

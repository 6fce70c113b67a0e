import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@backlay/shared/testing';
import { openMatchPage } from '../../test/matchPage.js';
import { cricketSnapshot } from '../../test/builders.js';

// The first match page of a test file is drawn cold (every module of the page transformed on the way).
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 8_000 });

const EXPIRES = '2026-11-21T12:15:00.000Z';

function openWithMedia(answer?: Parameters<typeof openMatchPage>[0]) {
  const snapshot = cricketSnapshot();
  return openMatchPage({
    snapshot,
    ...answer,
    before: (testHost) => {
      testHost.server.on(
        'GET',
        `/getIframeUrl/${snapshot.id}`,
        ok({
          tvData: { iframeUrl: 'https://api.example.test/embed/tv/1001' },
          scoreData: { iframeUrl: 'https://api.example.test/embed/scoreboard/1001' },
        }),
      );
      answer?.before?.(testHost);
    },
  });
}

const link = (kind: 'video' | 'score', path: string) =>
  ok({ kind, matchId: '1001', token: 'v1.t', path, expiresAt: EXPIRES, ttlSeconds: 900 });

describe('Open on another screen', () => {
  // The match page loads this part lazily: loaded once here, the page's import finds it ready.
  beforeAll(() => import('./ShareEmbed.js'), 30_000);

  it('asks for a scoreboard link, copies its full address and shows it with a way to open it', async () => {
    const user = userEvent.setup();
    const { server } = openWithMedia({
      before: (h) => h.server.on('POST', '/embed/link', link('score', '/scoreBoardPage/1001/4?embedToken=v1.t')),
    });
    await user.click(await screen.findByRole('button', { name: 'Open scoreboard on another screen' }));
    const url = `${window.location.origin}/scoreBoardPage/1001/4?embedToken=v1.t`;
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Link copied.');
    expect(status).toHaveTextContent('It opens the scoreboard of this match on any screen, without logging in, until');
    expect(screen.getByRole('textbox', { name: 'Link to the scoreboard' })).toHaveValue(url);
    const open = screen.getByRole('link', { name: 'Open the scoreboard in a new tab' });
    expect(open).toHaveAttribute('href', url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(server.calls('POST', '/embed/link')[0]?.body).toEqual({ matchId: '1001', kind: 'score' });
  });

  it('offers the live video link once the TV is on', async () => {
    const user = userEvent.setup();
    const { server } = openWithMedia({
      before: (h) => h.server.on('POST', '/embed/link', link('video', '/videoPage/1001?embedToken=v1.t')),
    });
    await screen.findByTitle('Scoreboard');
    expect(screen.queryByRole('button', { name: 'Open live video on another screen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Live TV' }));
    await user.click(await screen.findByRole('button', { name: 'Open live video on another screen' }));
    const pane = screen.getByTestId('share-video');
    expect(await within(pane).findByRole('textbox', { name: 'Link to the live video' })).toHaveValue(
      `${window.location.origin}/videoPage/1001?embedToken=v1.t`,
    );
    expect(server.calls('POST', '/embed/link')[0]?.body).toEqual({ matchId: '1001', kind: 'video' });
  });

  it("says why when the link can't be made, and the button can try again", async () => {
    const user = userEvent.setup();
    const { server } = openWithMedia({
      before: (h) => h.server.on('POST', '/embed/link', fail(404, 'Match not found.')),
    });
    const button = await screen.findByRole('button', { name: 'Open scoreboard on another screen' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The scoreboard link could not be made. Match not found.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    server.on('POST', '/embed/link', link('score', '/scoreBoardPage/1001/4?embedToken=v1.t'));
    await user.click(button);
    expect(await screen.findByRole('textbox', { name: 'Link to the scoreboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing while the match has no scoreboard address', async () => {
    openMatchPage();
    await screen.findByTestId('score-line');
    expect(screen.queryByRole('button', { name: /on another screen/ })).not.toBeInTheDocument();
  });
});

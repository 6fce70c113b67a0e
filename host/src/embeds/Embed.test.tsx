import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { fail, ok, type FakeServer } from '@backlay/shared/testing';
import { createTestHost, renderWithHost, seedSession } from '../test/renderWithHost.js';
import { Embed } from './Embed.js';

/** Renders the embed routes at `path` once `answer` has set up the fake server. */
function renderEmbed(path: string, answer: (server: FakeServer) => void = () => undefined) {
  const testHost = createTestHost();
  answer(testHost.server);
  const result = renderWithHost(
    <>
      <Routes>
        <Route path="/videoPage/:vidId" element={<Embed kind="video" />} />
        <Route path="/scoreBoardPage/:vidId/:sportsId" element={<Embed kind="score" />} />
      </Routes>
      <Link to="/videoPage/m2">Next match</Link>
    </>,
    { path, testHost },
  );
  return { ...result, user: userEvent.setup() };
}

const urls = (tv: string | null, score: string | null) =>
  ok({ tvData: { iframeUrl: tv }, scoreData: { iframeUrl: score } });

describe('Embed under a session', () => {
  beforeEach(() => seedSession({ token: 'session-token', userId: 'u1' }));
  afterEach(() => sessionStorage.clear());

  it('shows the video frame from getIframeUrl, asking for the TV URL', async () => {
    const { server } = renderEmbed('/videoPage/m1', (s) => {
      s.on('GET', '/getIframeUrl/m1', urls('https://tv.example/m1', 'https://score.example/m1'));
    });
    const frame = await screen.findByTitle('Live video');
    expect(frame).toHaveAttribute('src', 'https://tv.example/m1');
    expect(server.calls('GET', '/getIframeUrl/m1')[0]?.query.toString()).toBe('isTv=true&isScore=false');
  });

  it('shows the scoreboard frame with the sport type', async () => {
    const { server } = renderEmbed('/scoreBoardPage/m1/4', (s) => {
      s.on('GET', '/getIframeUrl/m1', urls('https://tv.example/m1', 'https://score.example/m1'));
    });
    expect(await screen.findByTitle('Scoreboard')).toHaveAttribute('src', 'https://score.example/m1');
    expect(server.calls('GET', '/getIframeUrl/m1')[0]?.query.toString()).toBe('sportType=4&isTv=false&isScore=true');
  });

  it('shows nothing when there is no URL or the request fails', async () => {
    const { server, container } = renderEmbed('/videoPage/m1', (s) => {
      s.on('GET', '/getIframeUrl/m1', fail(500, 'Down'));
    });
    await waitFor(() => expect(server.calls('GET', '/getIframeUrl/m1')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("drops the old match's frame while the next one's URL loads", async () => {
    const { server, user } = renderEmbed('/videoPage/m1', (s) => {
      s.on('GET', '/getIframeUrl/m1', urls('https://tv.example/m1', null));
      s.on('GET', '/getIframeUrl/m2', { hold: true });
    });
    await screen.findByTitle('Live video');
    await user.click(screen.getByRole('link', { name: 'Next match' }));
    expect(screen.queryByTitle('Live video')).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', '/getIframeUrl/m2')).toHaveLength(1));
    act(() =>
      server
        .held('GET', '/getIframeUrl/m2')
        .release(200, { statusCode: 200, data: { tvData: { iframeUrl: 'https://tv.example/m2' } } }),
    );
    expect(await screen.findByTitle('Live video')).toHaveAttribute('src', 'https://tv.example/m2');
  });
});

const TOKEN = 'v1.video.1001.1795000000.signature-of-forty-three-characters-abcdef';

describe('Embed opened with a link, without a session', () => {
  it('shows the frame the link opens, from /embed/link, and never asks getIframeUrl', async () => {
    const { server } = renderEmbed(`/videoPage/1001?embedToken=${TOKEN}`, (s) => {
      s.on(
        'GET',
        '/embed/link/1001',
        ok({ kind: 'video', matchId: '1001', iframeUrl: 'https://api.example/embed/tv/1001', expiresAt: 'x' }),
      );
    });
    expect(await screen.findByTitle('Live video')).toHaveAttribute('src', 'https://api.example/embed/tv/1001');
    const call = server.calls('GET', '/embed/link/1001')[0];
    expect(call?.query.get('kind')).toBe('video');
    expect(call?.query.get('embedToken')).toBe(TOKEN);
    expect(server.calls('GET', '/getIframeUrl/1001')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the scoreboard on the scoreboard page', async () => {
    const { server } = renderEmbed(`/scoreBoardPage/1001/4?embedToken=${TOKEN}`, (s) => {
      s.on(
        'GET',
        '/embed/link/1001',
        ok({ kind: 'score', matchId: '1001', iframeUrl: 'https://api.example/embed/scoreboard/1001', expiresAt: 'x' }),
      );
    });
    expect(await screen.findByTitle('Scoreboard')).toHaveAttribute('src', 'https://api.example/embed/scoreboard/1001');
    expect(server.calls('GET', '/embed/link/1001')[0]?.query.get('kind')).toBe('score');
  });

  it.each([
    ['expired', 'This embed link has expired (links last 15 minutes). Ask for a new one on the match page.'],
    ['tampered', 'This embed link is not valid. Ask for a new one on the match page.'],
    ['another match', 'This embed link is for another match.'],
    ['another kind', 'This embed link opens the scoreboard, not the live video.'],
  ])('a refused (%s) link shows why, in place, and stays on the page', async (_case, message) => {
    const { server } = renderEmbed(`/videoPage/1001?embedToken=${TOKEN}`, (s) => {
      s.on('GET', '/embed/link/1001', fail(403, message));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live video cannot be shown');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByTitle('Live video')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/embed/link/1001')).toHaveLength(1);
  });

  it('says the link could not be checked when the API cannot be reached', async () => {
    renderEmbed(`/videoPage/1001?embedToken=${TOKEN}`, (s) => s.on('GET', '/embed/link/1001', fail(500, 'Down')));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be checked');
  });
});

describe('Embed with neither a link nor a session', () => {
  it('calls nothing and says how to open it, with a way to log in', async () => {
    const { server } = renderEmbed('/scoreBoardPage/1001/4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scoreboard cannot be shown');
    expect(alert).toHaveTextContent('On the match page, choose "Open scoreboard on another screen"');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await act(() => Promise.resolve());
    expect(server.calls('GET', '/getIframeUrl/1001')).toHaveLength(0);
    expect(server.calls('GET', '/embed/link/1001')).toHaveLength(0);
  });
});

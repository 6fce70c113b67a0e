import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { fail, ok, type FakeServer } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '../test/renderWithHost.js';
import { Embed } from './Embed.js';

/** Renders the embed routes at `path` once `answer` has set up the fake server. */
function renderEmbed(path: string, answer: (server: FakeServer) => void) {
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

describe('Embed', () => {
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

import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { PlainButton } from '../../ui/PlainButton.js';
import { useHost } from '@backlay/shared/contract';
import { iframeQuery } from '@backlay/shared/query';
import { ownTask } from '@backlay/shared/tasks';
import type { SportKey } from '@backlay/shared/sports';
import { ScoreLine } from './ScoreLine.js';

// Opening an embed on another screen is an occasional act: its code comes with the first frame, not the page.
const ShareEmbed = lazy(() => import('./ShareEmbed.js').then((m) => ({ default: m.ShareEmbed })));

interface Urls {
  tv: string | null;
  score: string | null;
}

const NO_URLS: Urls = { tv: null, score: null };

/** The TV and scoreboard embeds of a match (GET /getIframeUrl/{id}); none when the call fails. */
function useIframeUrls(id: string, sport: SportKey, bid: string | null): { urls: Urls; pending: boolean } {
  const { http } = useHost();
  // Another match has none until its own arrives (a new key has no data); a failure leaves none.
  const { data, isPending } = useQuery({
    ...iframeQuery(http, id, { sportType: sport, isTv: true, isScore: true, bEventId: bid }, { silent: true }),
    select: (answer): Urls => ({ tv: answer.tvData.iframeUrl, score: answer.scoreData.iframeUrl }),
  });
  return { urls: data ?? NO_URLS, pending: isPending };
}

/**
 * `value` once a task of its own has run after it was given (null until then): a frame made in the
 * commit that brought its address would add the making of a document to that task, one long task
 * on a phone where two short ones do.
 */
function useInOwnTask(value: string | null): string | null {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (value === null) return;
    let live = true;
    void (ownTask() ?? Promise.resolve()).then(() => {
      if (live) setReady(value);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return value !== null && ready === value ? value : null;
}

/** The scoreboard frame's height; its place is held while its address is on the way. */
const SCORE_HEIGHT = '190px';

/**
 * The scoreboard pane (the provider's scoreboard embed plus our own score line from the feed) and,
 * for matches with a stream, the TV pane behind a "Live TV" toggle. A frame that fails to load is
 * dropped (spec section 8: data cleared, no message).
 */
export function MatchMedia({
  id,
  sport,
  bid,
  isTv,
}: {
  id: string;
  sport: SportKey;
  bid: string | null;
  isTv: boolean;
}) {
  const { urls, pending } = useIframeUrls(id, sport, bid);
  const [tvOn, setTvOn] = useState(false);
  const [failed, setFailed] = useState<{ tv: boolean; score: boolean }>({ tv: false, score: false });
  const scoreAddress = failed.score ? null : urls.score;
  const scoreSrc = useInOwnTask(scoreAddress);
  const tvSrc = failed.tv ? null : urls.tv;

  return (
    <Box display="flex" flexDirection="column" gap={2} minW={0}>
      {isTv ? (
        <Box>
          <PlainButton
            type="button"
            aria-pressed={tvOn}
            onClick={() => setTvOn((on) => !on)}
            bg={tvOn ? '#0b2b3c' : 'white'}
            color={tvOn ? 'white' : '#0b2b3c'}
            border="1px solid #0b2b3c"
            borderRadius="md"
            px={3}
            py={1.5}
            fontSize="13px"
            fontWeight="700"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
          >
            Live TV
          </PlainButton>
          {tvOn ? (
            <Box mt={2} data-testid="tv-pane">
              {tvSrc ? (
                <Box position="relative" w="100%" pt="56.25%" bg="black" borderRadius="md" overflow="hidden">
                  <iframe
                    title="Live TV"
                    src={tvSrc}
                    allow="autoplay; fullscreen"
                    onError={() => setFailed((f) => ({ ...f, tv: true }))}
                    style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                  />
                </Box>
              ) : (
                <Box fontSize="13px" color="gray.700" bg="white" borderRadius="md" px={3} py={2}>
                  Live TV is not available for this match right now.
                </Box>
              )}
              <Box fontSize="12px" color="gray.700" mt={1}>
                The live stream runs about 5 seconds behind play.
              </Box>
              {tvSrc ? (
                <Box mt={2}>
                  <Suspense fallback={null}>
                    <ShareEmbed matchId={id} kind="video" />
                  </Suspense>
                </Box>
              ) : null}
            </Box>
          ) : null}
        </Box>
      ) : null}
      <ScoreLine />
      {scoreSrc ? (
        <Box borderRadius="md" overflow="hidden" bg="white" data-testid="score-pane">
          <iframe
            title="Scoreboard"
            src={scoreSrc}
            onError={() => setFailed((f) => ({ ...f, score: true }))}
            style={{ display: 'block', width: '100%', height: SCORE_HEIGHT, border: 0 }}
          />
        </Box>
      ) : pending || scoreAddress ? (
        // Every match has a scoreboard: holding its place keeps the markets below from jumping.
        <Box borderRadius="md" bg="white" h={SCORE_HEIGHT} aria-hidden="true" data-testid="score-pane-pending" />
      ) : null}
      {scoreSrc || pending || scoreAddress ? (
        // Its place is held from the start too, so the button's arrival moves nothing below.
        <Box minH="36px">
          {scoreSrc ? (
            <Suspense fallback={null}>
              <ShareEmbed matchId={id} kind="score" />
            </Suspense>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

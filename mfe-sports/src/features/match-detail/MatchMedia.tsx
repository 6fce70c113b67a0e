import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PlainButton } from '../../ui/PlainButton.js';
import { useHost } from '@backlay/shared/contract';
import { iframeUrls, type SportKey } from '@backlay/shared/sports';
import { ScoreLine } from './ScoreLine.js';

interface Urls {
  tv: string | null;
  score: string | null;
}

const NO_URLS: Urls = { tv: null, score: null };

/** The TV and scoreboard embeds of a match (GET /getIframeUrl/{id}); none when the call fails. */
function useIframeUrls(id: string, sport: SportKey, bid: string | null): Urls {
  const { http } = useHost();
  // The answer is kept with the match it is for: another match has none until its own arrives.
  const match = JSON.stringify([id, sport, bid]);
  const [loaded, setLoaded] = useState<{ match: string; urls: Urls } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    iframeUrls(
      http,
      id,
      { sportType: sport, isTv: true, isScore: true, bEventId: bid },
      { signal: controller.signal, silent: true },
    )
      .then((res) => {
        if (!controller.signal.aborted)
          setLoaded({ match, urls: { tv: res.data.tvData.iframeUrl, score: res.data.scoreData.iframeUrl } });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, id, sport, bid, match]);
  return loaded?.match === match ? loaded.urls : NO_URLS;
}

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
  const urls = useIframeUrls(id, sport, bid);
  const [tvOn, setTvOn] = useState(false);
  const [failed, setFailed] = useState<{ tv: boolean; score: boolean }>({ tv: false, score: false });
  const scoreSrc = failed.score ? null : urls.score;
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
            style={{ display: 'block', width: '100%', height: '190px', border: 0 }}
          />
        </Box>
      ) : null}
    </Box>
  );
}

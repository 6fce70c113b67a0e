import { useEffect, useState } from 'react';
import { useParams } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';

interface IframeUrls {
  tvData?: { iframeUrl?: string | null } | null;
  scoreData?: { iframeUrl?: string | null } | null;
}

/**
 * Full-screen embeds (spec section 2, bare layout). The URL comes from getIframeUrl; if it can't
 * be had or the frame fails, the data is cleared and nothing is shown.
 */
export function Embed({ kind }: { kind: 'video' | 'score' }) {
  const { http } = useHost();
  const params = useParams();
  const id = params.vidId ?? '';
  const sport = params.sportId ?? params.sportsId ?? '';
  // The frame shown belongs to one embed; while another one's URL loads, nothing is shown.
  const embed = JSON.stringify([kind, id, sport]);
  const [loaded, setLoaded] = useState<{ embed: string; src: string | null } | null>(null);
  const src = loaded?.embed === embed ? loaded.src : null;

  useEffect(() => {
    let live = true;
    http
      .get<IframeUrls>(`/getIframeUrl/${encodeURIComponent(id)}`, {
        params: { sportType: sport || undefined, isTv: kind === 'video', isScore: kind === 'score' },
        silent: true,
      })
      .then((res) => {
        if (!live) return;
        const url = kind === 'video' ? res.data.tvData?.iframeUrl : res.data.scoreData?.iframeUrl;
        setLoaded({ embed, src: url ?? null });
      })
      .catch(() => live && setLoaded({ embed, src: null }));
    return () => {
      live = false;
    };
  }, [http, id, sport, kind, embed]);

  if (!src) return null;
  return (
    <iframe
      title={kind === 'video' ? 'Live video' : 'Scoreboard'}
      src={src}
      onError={() => setLoaded({ embed, src: null })}
      allow="autoplay; fullscreen"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', border: 0 }}
    />
  );
}

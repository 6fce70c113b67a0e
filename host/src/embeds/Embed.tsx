import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
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
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setSrc(null);
    http
      .get<IframeUrls>(`/getIframeUrl/${encodeURIComponent(id)}`, {
        params: { sportType: sport || undefined, isTv: kind === 'video', isScore: kind === 'score' },
        silent: true,
      })
      .then((res) => {
        if (!live) return;
        const url = kind === 'video' ? res.data.tvData?.iframeUrl : res.data.scoreData?.iframeUrl;
        setSrc(url ?? null);
      })
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [http, id, sport, kind]);

  if (!src) return null;
  return (
    <iframe
      title={kind === 'video' ? 'Live video' : 'Scoreboard'}
      src={src}
      onError={() => setSrc(null)}
      allow="autoplay; fullscreen"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', border: 0 }}
    />
  );
}

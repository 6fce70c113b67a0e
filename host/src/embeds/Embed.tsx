import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useParams, useSearchParams } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { EMBED_TOKEN_PARAM, type EmbedFrame, type EmbedKind } from '@backlay/shared/sports';

interface IframeUrls {
  tvData?: { iframeUrl?: string | null } | null;
  scoreData?: { iframeUrl?: string | null } | null;
}

/** What the page shows: a frame, a message saying why there is none, or nothing (yet, or at all). */
interface Shown {
  embed: string;
  src: string | null;
  message: string | null;
}

/** What a screen with neither a link nor a session is told: the match page's button, by its name. */
const noLinkMessage = (kind: EmbedKind) =>
  `This screen needs a link to open. On the match page, choose "Open ${kind === 'video' ? 'live video' : 'scoreboard'} on another screen" and open the link here, or log in.`;
const LINK_FAILED_MESSAGE = 'This embed link could not be checked. Check the connection and reload the page.';

/** The server's words for a refused link (expired, not valid, another match or kind). */
function refusal(error: unknown): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message;
  }
  return LINK_FAILED_MESSAGE;
}

const screenStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px',
  background: '#0b2b3c',
  color: '#ffffff',
  fontFamily: 'system-ui, sans-serif',
};

/**
 * Full-screen embeds (spec section 2, bare layout). With a link's token (`?embedToken=`) the frame
 * address comes from GET /embed/link/{id}, no session needed, and a refused link says why; without
 * one, from getIframeUrl under the session; with neither, the page says how to open it. A frame
 * that cannot be had or fails is cleared and nothing is shown.
 */
export function Embed({ kind }: { kind: EmbedKind }) {
  const { http, session } = useHost();
  const params = useParams();
  const [search] = useSearchParams();
  const token = search.get(EMBED_TOKEN_PARAM);
  const signedIn = Boolean(session.get().token);
  const id = params.vidId ?? '';
  const sport = params.sportId ?? params.sportsId ?? '';
  // The frame shown belongs to one embed; while another one's URL loads, nothing is shown.
  const embed = JSON.stringify([kind, id, sport, token]);
  const [loaded, setLoaded] = useState<Shown | null>(null);
  const shown = loaded?.embed === embed ? loaded : null;
  const needsLink = token === null && !signedIn;

  useEffect(() => {
    if (needsLink) return;
    let live = true;
    const show = (src: string | null, message: string | null = null) => {
      if (live) setLoaded({ embed, src, message });
    };
    if (token !== null) {
      http
        .get<EmbedFrame>(`/embed/link/${encodeURIComponent(id)}`, {
          params: { kind, [EMBED_TOKEN_PARAM]: token },
          silent: true,
        })
        .then((res) => show(res.data.iframeUrl))
        .catch((error: unknown) => show(null, refusal(error)));
    } else {
      http
        .get<IframeUrls>(`/getIframeUrl/${encodeURIComponent(id)}`, {
          params: { sportType: sport || undefined, isTv: kind === 'video', isScore: kind === 'score' },
          silent: true,
        })
        .then((res) => show((kind === 'video' ? res.data.tvData?.iframeUrl : res.data.scoreData?.iframeUrl) ?? null))
        .catch(() => show(null));
    }
    return () => {
      live = false;
    };
  }, [http, id, sport, kind, token, needsLink, embed]);

  const message = needsLink ? noLinkMessage(kind) : (shown?.message ?? null);
  if (message) {
    return (
      <main style={screenStyle}>
        <div role="alert" style={{ maxWidth: '32rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.375rem', margin: '0 0 12px' }}>
            {kind === 'video' ? 'The live video cannot be shown' : 'The scoreboard cannot be shown'}
          </h1>
          <p style={{ fontSize: '1rem', lineHeight: 1.5, margin: '0 0 20px' }}>{message}</p>
          {needsLink ? (
            <Link
              to="/login"
              style={{
                display: 'inline-block',
                padding: '10px 20px',
                borderRadius: '6px',
                background: '#ffffff',
                color: '#0b2b3c',
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              Log in
            </Link>
          ) : null}
        </div>
      </main>
    );
  }
  if (!shown?.src) return null;
  return (
    <iframe
      title={kind === 'video' ? 'Live video' : 'Scoreboard'}
      src={shown.src}
      onError={() => setLoaded({ embed, src: null, message: null })}
      allow="autoplay; fullscreen"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', border: 0 }}
    />
  );
}

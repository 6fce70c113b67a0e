import type { CasinoBanner } from '@backlay/shared/casino';
import { liveCasinoBannerTestId } from '../../testIds.js';
import { GameArt } from './GameArt.js';

/**
 * One banner: a gradient of its own per key (LiveCasinoStyles), so the four read apart at a glance.
 * Named by all it shows ("Aviator Cash out before the plane flies away Play now"), so a voice
 * command that says its text finds it (WCAG 2.5.3).
 */
function Banner({
  banner,
  onPlay,
}: {
  banner: CasinoBanner;
  onPlay: (banner: CasinoBanner, from: HTMLElement) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`lc-banner lc-banner--${banner.key}`}
        data-testid={liveCasinoBannerTestId(banner.key)}
        onClick={(event) => onPlay(banner, event.currentTarget)}
      >
        <span className="lc-banner__text">
          <span className="lc-banner__title">{banner.title}</span>{' '}
          <span className="lc-banner__subtitle">{banner.subtitle}</span>{' '}
          <span className="lc-banner__cta">Play now</span>
        </span>
        <GameArt type={banner.gameType} name={banner.title} className="lc-banner__art" fill />
      </button>
    </li>
  );
}

/** The highlight banners (aviator, mines, fun games, colour prediction), each launching its game. */
export function Banners({
  banners,
  onPlay,
}: {
  banners: readonly CasinoBanner[];
  onPlay: (banner: CasinoBanner, from: HTMLElement) => void;
}) {
  if (banners.length === 0) return null;
  return (
    <ul className="lc-banners" aria-label="Featured games">
      {banners.map((banner) => (
        <Banner key={banner.key} banner={banner} onPlay={onPlay} />
      ))}
    </ul>
  );
}

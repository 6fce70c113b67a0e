import { bannersOf, type ExpertState } from '@backlay/shared/realtime';
import { TEST_IDS } from '@backlay/shared/testing/ids';

/** Between the marquee and each banner in the scrolling line. */
export const NOTICE_SEPARATOR = '   •   ';

/**
 * The scrolling line: the operator's marquee (live from the expert socket once it has spoken, the
 * profile's before), then each banner set, in number order.
 */
export function noticeText(profileMarquee: string, expert: ExpertState | null): string {
  const marquee = expert?.texts.marquee ?? profileMarquee;
  const banners = expert ? bannersOf(expert.texts).map((b) => b.text) : [];
  return [marquee.trim(), ...banners].filter((t) => t.length > 0).join(NOTICE_SEPARATOR);
}

/**
 * The operator's notice, scrolling, starting 300 px in (spec section 2). Rendered as text, never
 * HTML. Until the profile has arrived (`pending`) its strip holds the place, so the page below does
 * not jump when the notice appears. Static classes: headerCss.ts.
 */
export function Marquee({ text, pending = false }: { text: string; pending?: boolean }) {
  if (pending) return <div className="bl-hd__strip" aria-hidden="true" data-testid={TEST_IDS.marqueePending} />;
  if (!text) return null;
  return (
    <div className="bl-hd__strip bl-hd__notice" aria-label="Notice">
      <p className="bl-hd__notice-text" data-testid={TEST_IDS.marquee}>
        {text}
      </p>
    </div>
  );
}

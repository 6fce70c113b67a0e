import { TEST_IDS } from '@backlay/shared/testing/ids';

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

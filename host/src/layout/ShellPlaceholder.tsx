import { TOP_BAR } from './navigation.js';
import { SHELL_PLACEHOLDER_ID } from './shellPlaceholderId.js';

/**
 * The signed-in shell's frame as static classes: the header's bar with the logo and the search
 * box's outline, the notice strip, the top bar's sections and, on desktop, the sidebar's column.
 * Each box has the height of the one it stands for (AuthLayout: Header, Marquee, TopBar, the
 * 240 px sidebar from 1200 px), so the page does not move when the real shell replaces it.
 * No figure, name or control: those come with the player's profile and the page's code.
 */
const CSS = `
/* Over React's root, not above it: when it goes, nothing in the root moves (no layout shift). */
.bl-sk { position: absolute; top: 0; left: 0; right: 0; z-index: 1; font-family: inherit; line-height: 1.5; -webkit-font-smoothing: antialiased; }
.bl-sk * { box-sizing: border-box; }
.bl-sk__head { background: #0b2b3c; }
.bl-sk__row { display: flex; flex-wrap: wrap; align-items: center; row-gap: 6px; column-gap: 8px; height: 85px; padding: 6px 8px; }
.bl-sk__logo { display: block; height: 32px; width: auto; max-width: 100%; margin: 1.5px 0; }
.bl-sk__search { flex: 1 0 100%; order: 1; height: 32px; border: 1px solid rgba(255, 255, 255, 0.35); border-radius: 4px; background: #ffffff; }
.bl-sk__strip { height: 24px; background: #072231; }
.bl-sk__bar { display: flex; height: 37px; overflow: hidden; background: var(--bl-brand); color: #ffffff; font-size: 14px; font-weight: 600; white-space: nowrap; }
.bl-sk__tab { display: flex; align-items: center; gap: 6px; padding: 0 12px; }
.bl-sk__aside { display: none; }
@media (min-width: 1200px) {
  .bl-sk__row { flex-wrap: nowrap; height: 60px; padding: 8px 20px; column-gap: 16px; }
  .bl-sk__logo { height: 44px; margin: 0; }
  .bl-sk__search { display: none; }
  .bl-sk__tab { padding: 0 16px; }
  .bl-sk__sports { display: none; }
  .bl-sk__aside { display: block; width: 240px; height: calc(100vh - 121px); background: #ffffff; border-right: 1px solid #dde3e8; }
}
`;

/**
 * Drawn at build time into the page of every signed-in route (src/prerender.tsx), so a phone paints
 * the frame of the page before any script has arrived; the signed-in shell removes it when it first
 * shows (dropShellPlaceholder), as does any page that is not the signed-in shell. Hidden from
 * assistive technology and from input: it has nothing to read or press.
 */
export function ShellPlaceholder({ logo, brandColor }: { logo: string; brandColor: string }) {
  return (
    <div
      id={SHELL_PLACEHOLDER_ID}
      className="bl-sk"
      aria-hidden="true"
      inert
      style={{ '--bl-brand': brandColor } as React.CSSProperties}
    >
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
      <div className="bl-sk__head">
        <div className="bl-sk__row">
          <img className="bl-sk__logo" src={logo} alt="" width={180} height={44} />
          <span className="bl-sk__search" />
        </div>
        <div className="bl-sk__strip" />
      </div>
      <div className="bl-sk__bar">
        <span className="bl-sk__tab bl-sk__sports">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M1 3h12M1 7h12M1 11h12" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          Sports
        </span>
        {TOP_BAR.map((entry) => (
          <span key={entry.label} className="bl-sk__tab">
            {entry.label}
          </span>
        ))}
      </div>
      <div className="bl-sk__aside" />
    </div>
  );
}

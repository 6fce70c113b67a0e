import type { CSSProperties } from 'react';
import { DEFAULT_BRAND_THEME, type Brand } from '@backlay/shared/contract';

/** The brand's colours as the CSS variables the public classes read. */
export function brandVariables(brand: Brand): CSSProperties {
  return {
    '--bl-brand': brand.theme?.primary ?? DEFAULT_BRAND_THEME.primary,
    '--bl-accent': brand.theme?.accent ?? DEFAULT_BRAND_THEME.accent,
  } as CSSProperties;
}

const FOCUS = 'outline: 2px solid var(--bl-brand); outline-offset: 2px;';

/**
 * The public shell (header, footer) and the login form as static classes: the first page
 * a visitor opens needs no design-system code at all, and its look is fixed here once. The values
 * are the design system's (Chakra's spacing, radii and sizes, the recipes of Button and Input) so
 * the page looks as it did when drawn with Chakra; the signed-in shell and the other public pages
 * keep Chakra (app/DesignSystem.tsx). Rendered inside the public layout, so it leaves with it.
 */
export const PUBLIC_CSS = `
.bl-pub, .bl-pub *, .bl-pub *::before, .bl-pub *::after { box-sizing: border-box; }
.bl-pub {
  min-height: 100vh; display: flex; flex-direction: column; background: #eef1f4; color: #000;
  line-height: 1.5; -webkit-font-smoothing: antialiased;
}
.bl-pub__header { background: #0b2b3c; padding: 0.75rem 1rem; }
.bl-pub img { display: block; max-width: 100%; height: auto; }
.bl-pub__main { flex: 1; }
.bl-pub__foot { background: #0b2b3c; color: #fff; padding: 1.5rem 1rem; text-align: center; }
.bl-pub__foot-nav { display: flex; gap: 1.5rem; justify-content: center; flex-wrap: wrap; margin: 0 0 0.75rem; }
.bl-pub__link { color: #fff; text-decoration: underline; }
.bl-pub__link:focus-visible { ${FOCUS} }
@media (hover: hover) { .bl-pub__link:hover { color: var(--bl-accent); } }
.bl-pub__support { font-weight: 700; font-size: 18px; line-height: 1.3; margin: 0.75rem 0; }
.bl-pub__badges { display: flex; align-items: center; justify-content: center; gap: 1.25rem; flex-wrap: wrap; margin: 1rem 0; }
.bl-pub__safe { border: 1px solid rgba(255, 255, 255, 0.48); border-radius: 0.375rem; padding: 0.5rem 0.75rem; text-align: left; }
.bl-pub__safe strong { display: block; color: var(--bl-accent); }
.bl-pub__small { font-size: 0.875rem; }
.bl-pub__copy { font-size: 0.875rem; color: rgba(255, 255, 255, 0.8); margin: 0; }
.bl-login { display: grid; place-items: center; padding: 2rem 1rem; }
.bl-login__card {
  width: 100%; max-width: 400px; background: #fff; padding: 1.25rem; border-radius: 0.5rem;
  box-shadow: 0 6px 24px rgba(11, 43, 60, 0.12);
}
.bl-login__title { font-size: 26px; font-weight: 700; line-height: 1.3; text-align: center; margin: 0 0 1.5rem; color: #0b2b3c; }
.bl-login__row { margin-bottom: 1rem; }
.bl-login__label { display: block; font-size: 0.875rem; font-weight: 600; margin-bottom: 0.25rem; color: #22313b; }
.bl-login__input {
  display: block; width: 100%; height: 2.75rem; margin: 0; padding: 0 1rem; border: 1px solid #e4e4e7;
  border-radius: 0.25rem; background: #fff; color: inherit; font: inherit; font-size: 1rem; line-height: 1.5rem;
  outline: 0; appearance: none;
}
.bl-login__input:focus-visible { outline: 1px solid #71717a; outline-offset: 0; border-color: #71717a; }
.bl-login__input[aria-invalid="true"] { border-color: #ef4444; }
.bl-login__input[aria-invalid="true"]:focus-visible { outline-color: #ef4444; }
.bl-login__error { color: #dc2626; font-size: 0.875rem; margin-top: 0.25rem; }
.bl-login__button {
  position: relative; display: flex; align-items: center; justify-content: center; width: 100%; height: 2.75rem;
  margin: 0.75rem 0 0; padding: 0 1.25rem; border: 1px solid var(--bl-brand); border-radius: 0.25rem;
  background: #fff; color: var(--bl-brand); font: inherit; font-size: 1rem; font-weight: 500; line-height: 1.5rem;
  white-space: nowrap; cursor: pointer; user-select: none;
  transition: background-color 200ms, color 200ms, opacity 200ms;
}
.bl-login__button--solid { margin-top: 0.5rem; background: var(--bl-brand); color: #fff; }
.bl-login__button:focus-visible { ${FOCUS} }
.bl-login__button:disabled { opacity: 0.5; cursor: not-allowed; }
@media (hover: hover) {
  .bl-login__button:hover:not(:disabled) { background: color-mix(in srgb, var(--bl-brand) 8%, #fff); }
  .bl-login__button--solid:hover:not(:disabled) { background: color-mix(in srgb, var(--bl-brand) 90%, transparent); }
}
.bl-login__button[aria-busy="true"] > .bl-login__text { opacity: 0; }
.bl-login__spinner {
  position: absolute; width: 1.25rem; height: 1.25rem; border: 2px solid currentColor; border-right-color: transparent;
  border-radius: 50%; animation: bl-login-spin 0.6s linear infinite;
}
@keyframes bl-login-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bl-login__spinner { animation-duration: 1.8s; } }
@media screen and (min-width: 769px) {
  .bl-pub__foot { padding-inline: 2rem; }
  .bl-pub__support { font-size: 28px; }
  .bl-login { padding-block: 4rem; }
  .bl-login__card { padding: 2rem; }
}
`;

/** The public classes, as a style element inside the public layout (the same in the pre-rendered page). */
export function PublicStyles() {
  return <style>{PUBLIC_CSS}</style>;
}

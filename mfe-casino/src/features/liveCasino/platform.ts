import type { LaunchPlatform } from '@backlay/shared/casino';

/** The app's mobile layout (spec section 9): width 1199 px or less. */
export const MOBILE_MEDIA = '(max-width: 1199.98px)';

/** Which build of a game the provider should serve, from the viewport at launch. */
export function launchPlatform(win: Window = window): LaunchPlatform {
  const mobile = typeof win.matchMedia === 'function' ? win.matchMedia(MOBILE_MEDIA).matches : win.innerWidth <= 1199;
  return mobile ? 'mobile' : 'desktop';
}

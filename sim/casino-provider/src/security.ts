/**
 * The response headers of the provider's framed pages: a Content-Security-Policy naming the client
 * origins allowed to frame them, and a Permissions-Policy that keeps every powerful feature off
 * except the two a game's frame delegates (autoplay, fullscreen).
 */

/** Powerful features no page of the provider may use. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The client's frames delegate fullscreen and autoplay (`allow="autoplay; fullscreen"`); nothing else. */
export const FRAMED_PAGE_PERMISSIONS_POLICY = [...DENIED_FEATURES, 'autoplay', 'fullscreen']
  .map((feature) => `${feature}=(${feature === 'autoplay' || feature === 'fullscreen' ? 'self' : ''})`)
  .join(', ');

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The CSP of a page the client apps frame: scripts, styles and requests to its own origin only;
 * `frame-ancestors` lists the given origins (anything that is not a plain origin is dropped; none
 * left → 'none').
 */
export function framedPageCsp(origins: readonly string[]): string {
  const ancestors = origins.map((o) => o.replace(/\/+$/, '')).filter((o) => ORIGIN.test(o));
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

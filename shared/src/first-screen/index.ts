/**
 * A first screen drawn ahead of a page's code: a remote may ship a small script of its own (no
 * React, no design system) that the host's server puts in the page of the remote's routes
 * (`firstScreen` of the remote's config entry, scripts/serve.mjs). It reads the session and the
 * config the page carries, fetches what the page shows first and draws it, with static classes,
 * in an element of this id over the shell's content area. The page's own code removes it
 * (dropFirstScreen) when it draws its first screen, and the host does on any navigation or error.
 *
 * What lives here is the handshake between the two, with no dependency: the element's id, the
 * session's storage keys (spec section 3) and the id of the config block in the page.
 */

/** The session storage entries the shell keeps (spec section 3). */
export const SESSION_KEYS = {
  token: 'jwtMaxUser',
  userId: 'userId',
  authenticatorType: 'authenticatorType',
  forceChangePassword: 'forceChangePassword',
  isDemo: 'isDemo',
  isAuthenticator: 'isAuthenticator',
} as const;

/** The id of the config block the host's server writes into the page (a JSON script element). */
export const INLINE_CONFIG_ID = 'backlay-config';

/** The id of the first screen's element. */
export const FIRST_SCREEN_ID = 'bl-first-screen';

/** Set on the root element once the page's own screen has replaced the first screen (or never will). */
const CLOSED_ATTRIBUTE = 'data-first-screen-closed';

/**
 * Removes the first screen, if there is one, and closes it: a first screen whose data arrives
 * later is not drawn. Called when the page draws its own first screen, and by the host on any
 * navigation, error or page that is not a signed-in one.
 */
export function dropFirstScreen(doc: Document = document): void {
  doc.documentElement.setAttribute(CLOSED_ATTRIBUTE, '');
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** Whether a first screen may still be drawn: the page has not drawn its own yet. */
export function firstScreenOpen(doc: Document = document): boolean {
  return !doc.documentElement.hasAttribute(CLOSED_ATTRIBUTE);
}

/** The attribute the host's server marks the first screen's script with (scripts/serve.mjs). */
export const FIRST_SCREEN_SCRIPT_ATTRIBUTE = 'data-first-screen';
const SETTLED_ATTRIBUTE = 'data-first-screen-settled';
const SETTLED_EVENT = 'backlay:first-screen-settled';

/** Called by the first screen's script once its screen is on screen, or once it decided to draw none. */
export function settleFirstScreen(doc: Document = document): void {
  doc.documentElement.setAttribute(SETTLED_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(SETTLED_EVENT));
}

/**
 * Resolves when the page's first screen is on screen (or given up), at once when the page has none
 * coming, and after `timeoutMs` at the latest. The host asks for its own code after it: the first
 * content is the page's first concern, and on a phone's slow network the shell's code would share
 * the bandwidth, then the processor, with the first screen's few kilobytes and its one call.
 */
export function firstScreenSettled(doc: Document, timeoutMs: number): Promise<void> {
  const pending =
    doc.querySelector(`script[${FIRST_SCREEN_SCRIPT_ATTRIBUTE}]`) !== null &&
    !doc.documentElement.hasAttribute(SETTLED_ATTRIBUTE);
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener(SETTLED_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    doc.addEventListener(SETTLED_EVENT, done);
  });
}

/** What the first screen's script needs to call the API as the player: the token and the API's URL. */
export interface FirstScreenSession {
  token: string;
  apiUrl: string;
}

/**
 * The session the page starts with, or null when a first screen must not be drawn: no token, a
 * password change the shell will force first, a second factor still to enter, no readable config.
 */
export function firstScreenSession(doc: Document, storage: Storage): FirstScreenSession | null {
  const token = storage.getItem(SESSION_KEYS.token);
  if (!token || storage.getItem(SESSION_KEYS.forceChangePassword) === 'true') return null;
  // A login with a second factor holds a token that can only verify until the code is entered.
  const authenticatorType = storage.getItem(SESSION_KEYS.authenticatorType);
  if (Number(authenticatorType ?? 0) > 0 && storage.getItem(SESSION_KEYS.isAuthenticator) !== 'true') return null;
  const block = doc.getElementById(INLINE_CONFIG_ID);
  try {
    const config: unknown = JSON.parse(block?.textContent ?? 'null');
    const apiUrl = (config as { apiUrl?: unknown } | null)?.apiUrl;
    return typeof apiUrl === 'string' && /^https?:\/\//.test(apiUrl) ? { token, apiUrl } : null;
  } catch {
    return null;
  }
}

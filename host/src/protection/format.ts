/**
 * The session's durations and the refusal's dates in words. Plain arithmetic, no Intl or dayjs:
 * the clock runs in the header of every signed-in page, and the dates show on the login page,
 * which carries neither.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');

/** The header's session clock: "0:04:09", "1:02:15", "26:00:00" (a negative span reads 0). */
export function formatClock(elapsedMs: number): string {
  const seconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** How long the player has been logged in, for the reality check: "1 h 02 min", "45 min". */
export function formatLoggedIn(elapsedMs: number): string {
  const minutes = Math.floor(Math.max(0, elapsedMs) / MINUTE_MS);
  const hours = Math.floor((minutes * MINUTE_MS) / HOUR_MS);
  if (hours === 0) return minutes === 1 ? '1 min' : `${minutes} min`;
  return `${hours} h ${two(minutes % 60)} min`;
}

/**
 * An ISO 8601 instant as the API words it in its refusals: "6 Dec 2026, 10:00 UTC". In UTC, so
 * the page and the server's message name the same moment the same way. Null for a bad date.
 */
export function formatUtcDate(iso: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const month = MONTHS[at.getUTCMonth()] ?? '';
  return `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

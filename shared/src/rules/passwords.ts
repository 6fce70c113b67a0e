/**
 * The password rule, one copy for both sides: the API checks it before hashing (so a hostile body
 * cannot make the server hash megabytes) and the change-password form checks it as the player types.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The rule in words, shown under a new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, with an upper-case letter, a lower-case letter and a digit.`;

/** What is wrong with a new password (8 to 128 characters, upper- and lower-case letters and a digit), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'Password must contain an upper-case letter, a lower-case letter and a digit.';
  }
  return null;
}

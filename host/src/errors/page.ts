/**
 * The one way the shell reloads the page. An object, so tests can replace the method: jsdom's
 * location.reload is read-only and can't be stubbed.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

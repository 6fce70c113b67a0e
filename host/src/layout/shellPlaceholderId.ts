/** The id of the signed-in shell drawn ahead into the page, outside React's root (ShellPlaceholder.tsx). */
export const SHELL_PLACEHOLDER_ID = 'bl-shell-placeholder';

/**
 * Removes the drawn-ahead shell, if the page has one: called when the page's own first screen
 * shows (the signed-in shell, or a page that is not one). Kept apart from the placeholder's
 * markup, which only the build-time renderer needs.
 */
export function dropShellPlaceholder(doc: Document = document): void {
  doc.getElementById(SHELL_PLACEHOLDER_ID)?.remove();
}

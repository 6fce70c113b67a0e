import { render } from '@testing-library/react';
import { ShellPlaceholder } from './ShellPlaceholder.js';
import { dropShellPlaceholder, SHELL_PLACEHOLDER_ID } from './shellPlaceholderId.js';
import { TOP_BAR } from './navigation.js';

describe('ShellPlaceholder', () => {
  it('draws the frame with the logo and the top bar, hidden from assistive technology and from input', () => {
    const { container } = render(<ShellPlaceholder logo="/brand/logo.svg" brandColor="#123456" />);
    const frame = container.querySelector(`#${SHELL_PLACEHOLDER_ID}`);
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveAttribute('inert');
    expect(frame).toHaveStyle({ '--bl-brand': '#123456' });
    expect(frame?.querySelector('img')).toHaveAttribute('src', '/brand/logo.svg');
    for (const entry of TOP_BAR) expect(frame).toHaveTextContent(entry.label);
    // Nothing to press or read: no link, button or field, and no figure of the player's.
    expect(frame?.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    const text = [...(frame?.children ?? [])]
      .filter((el) => el.tagName !== 'STYLE')
      .map((el) => el.textContent)
      .join(' ');
    expect(text).not.toMatch(/\d/);
  });

  it('dropShellPlaceholder removes it, and does nothing on a page without one', () => {
    const frame = document.createElement('div');
    frame.id = SHELL_PLACEHOLDER_ID;
    document.body.append(frame);
    dropShellPlaceholder();
    expect(document.getElementById(SHELL_PLACEHOLDER_ID)).toBeNull();
    expect(() => dropShellPlaceholder()).not.toThrow();
  });
});

import { render } from '@testing-library/react';
import { GAME_TYPE_TABS, PROVIDER_GAMES } from '@backlay/shared/casino';
import { artSpec, TYPE_LOOKS } from './gameArt.js';
import { GameArt } from './GameArt.js';
import { TypeIcon } from './TypeIcon.js';

describe('provider game thumbnails', () => {
  it('has a look for every game type', () => {
    expect(Object.keys(TYPE_LOOKS).sort()).toEqual(GAME_TYPE_TABS.map((t) => t.key).sort());
  });

  it('draws the same picture for the same game and varies it by name', () => {
    expect(artSpec('mines', 'Mines Pro')).toEqual(artSpec('mines', 'Mines Pro'));
    const specs = PROVIDER_GAMES.map((g) => artSpec(g.game_type, g.game_name));
    // One picture per name: a table both providers offer looks the same in both.
    const names = new Set(PROVIDER_GAMES.map((g) => g.game_name)).size;
    expect(new Set(specs.map((s) => JSON.stringify([s.cards, s.gems, s.multiplier]))).size).toBe(names);
    for (const spec of specs) {
      expect(new Set([...spec.gems, spec.mine]).size).toBe(4);
      expect([...spec.gems, spec.mine].every((c) => c >= 0 && c < 25)).toBe(true);
      expect(spec.multiplier).toMatch(/^\d{1,2}\.\d{1,2}x$/);
      expect(spec.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
      expect(spec.tilt).toBeGreaterThanOrEqual(-5);
      expect(spec.tilt).toBeLessThanOrEqual(5);
    }
  });

  it('draws a motif and a category icon for every type, hidden from assistive technology', () => {
    for (const { key } of GAME_TYPE_TABS) {
      const { container, unmount } = render(
        <>
          <GameArt type={key} name={`Test ${key}`} />
          <TypeIcon type={key} />
        </>,
      );
      const [art, icon] = container.querySelectorAll('svg');
      expect(art).toHaveAttribute('data-motif', key);
      expect(art).toHaveAttribute('aria-hidden', 'true');
      // Background gradient and rectangle, then the motif.
      expect(art?.children.length).toBeGreaterThan(2);
      expect(icon).toHaveAttribute('data-icon', key);
      expect(icon?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });
});

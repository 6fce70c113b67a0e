import type { BlinkingTabRow } from '../sports/api.js';
import { applyExpertMessage, bannersOf, type ExpertState } from './expert.js';

const tab = (id: string, order: number): BlinkingTabRow => ({
  id,
  matchName: `Match ${id}`,
  matchId: id,
  matchType: 'cricket',
  order,
  name: `Match ${id}`,
  type: 'cricket',
  link: `/game-detail/cricket/${id}`,
  blink: true,
});

describe('applyExpertMessage', () => {
  const snapshot = applyExpertMessage(
    null,
    {
      type: 'snapshot',
      texts: [
        { type: 'marquee', value: 'Welcome' },
        { type: 'banner2', value: 'Cup final tonight' },
      ],
      blinkingTabs: [tab('1', 0)],
    },
    10,
  );

  it('takes a snapshot whole', () => {
    expect(snapshot).toEqual({
      texts: { marquee: 'Welcome', banner2: 'Cup final tonight' },
      blinkingTabs: [tab('1', 0)],
      updatedAt: 10,
    });
  });

  it('changes one text or the tabs, leaving the rest', () => {
    const texted = applyExpertMessage(snapshot, { type: 'text', text: { type: 'marquee', value: 'Hello' } }, 20);
    expect(texted?.texts).toEqual({ marquee: 'Hello', banner2: 'Cup final tonight' });
    expect(texted?.blinkingTabs).toBe(snapshot?.blinkingTabs);
    const tabbed = applyExpertMessage(texted, { type: 'blinkingTabs', blinkingTabs: [tab('2', 0), tab('3', 1)] }, 30);
    expect(tabbed?.blinkingTabs.map((t) => t.id)).toEqual(['2', '3']);
    expect(tabbed?.texts).toBe(texted?.texts);
    expect(tabbed?.updatedAt).toBe(30);
  });

  it('waits for a snapshot before a change, and ignores a text type it does not know', () => {
    expect(applyExpertMessage(null, { type: 'text', text: { type: 'banner1', value: 'x' } }, 1)).toBeNull();
    expect(applyExpertMessage(null, { type: 'blinkingTabs', blinkingTabs: [] }, 1)).toBeNull();
    const odd = { type: 'text', text: { type: 'banner10', value: 'x' } } as unknown as Parameters<
      typeof applyExpertMessage
    >[1];
    expect(applyExpertMessage(snapshot, odd, 2)).toBe(snapshot);
  });
});

describe('bannersOf', () => {
  it('lists the banners set to something, in number order, without the marquee', () => {
    const texts: ExpertState['texts'] = { marquee: 'm', banner3: ' Third ', banner1: 'First', banner2: '   ' };
    expect(bannersOf(texts)).toEqual([
      { type: 'banner1', text: 'First' },
      { type: 'banner3', text: 'Third' },
    ]);
  });
});

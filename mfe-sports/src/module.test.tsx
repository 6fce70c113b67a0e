import { isValidElement } from 'react';
import { CONTRACT_VERSION, contractCompatible } from '@backlay/shared/contract';
import { screen } from '@testing-library/react';
import sportsModule from './module.js';
import { renderWithHost } from '@backlay/shared/testing/render';
import { UiRoot } from './ui/UiRoot.js';
import { MATCH_LIST_PATHS, MATCH_PAGE_PATH, RACE_PAGE_PATH, SPORT_LIST_PATH } from '@backlay/shared/query';

describe('the sports remote module', () => {
  it('identifies itself and speaks the current contract', () => {
    expect(sportsModule.id).toBe('mfe_sports');
    expect(sportsModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(contractCompatible(CONTRACT_VERSION, sportsModule.contractVersion)).toBe(true);
  });

  it('registers the home-style paths, the game list, match detail and race pages as flat absolute routes', () => {
    expect(sportsModule.routes.map((r) => r.path)).toEqual([
      '/home',
      '/sports',
      '/inPlay',
      '/casino-slot',
      '/live-casinom',
      '/other',
      '/virtual',
      '/slot',
      '/fantasy',
      '/game-list/:type',
      '/game-detail/:type/:id',
      '/race/:id',
      '/starred-markets',
    ]);
    expect(sportsModule.routes.every((r) => r.path?.startsWith('/') && !r.children)).toBe(true);
  });

  it('opens with the list the host starts beside its code on exactly its list pages (prefetchPage)', () => {
    const paths = sportsModule.routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([...MATCH_LIST_PATHS, SPORT_LIST_PATH, MATCH_PAGE_PATH, RACE_PAGE_PATH]),
    );
  });

  it("wraps every route element in the remote's own Chakra root", () => {
    for (const route of sportsModule.routes) {
      expect(isValidElement(route.element) && route.element.type === UiRoot).toBe(true);
    }
  });

  it('lends the host its My Market popup, under its own Chakra root', () => {
    expect(Object.keys(sportsModule.slots ?? {})).toEqual(['myMarket']);
    expect(sportsModule.slots?.myMarket?.displayName).toBe('WithUi(MyMarketSlot)');
  });

  it('loads the My Market popup only when it opens', async () => {
    const Slot = sportsModule.slots!.myMarket!;
    const closed = renderWithHost(<Slot open={false} onClose={() => undefined} />);
    expect(closed.container).toBeEmptyDOMElement();
    closed.unmount();
    renderWithHost(<Slot open onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'My Market' })).toBeInTheDocument();
  });
});

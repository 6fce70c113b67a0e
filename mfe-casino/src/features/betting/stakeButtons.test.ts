import type { Profile } from '@backlay/shared/api';
import { casinoStakeButtons } from './stakeButtons.js';

const withCasino = (value: string): Profile =>
  ({
    buttonValues: { id: 'b1', type: 'Match', value: '{"1k":1000}' },
    buttonValues2: { id: 'b2', type: 'Casino', value },
  }) as Profile;

describe('casino stake buttons', () => {
  it("come from the profile's Casino button values, smallest first, not the Game ones", () => {
    expect(casinoStakeButtons(withCasino('{"500":500,"100":100,"2.5k":2500}'))).toEqual([
      { label: '100', value: 100 },
      { label: '500', value: 500 },
      { label: '2.5k', value: 2500 },
    ]);
  });

  it('keep at most eight and leave out what cannot be read', () => {
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`b${i}`, (i + 1) * 10]));
    expect(casinoStakeButtons(withCasino(JSON.stringify(many)))).toHaveLength(8);
    expect(casinoStakeButtons(withCasino('{"x":"abc","y":-5,"":10,"ok":"20"}'))).toEqual([{ label: 'ok', value: 20 }]);
    expect(casinoStakeButtons(withCasino('not json'))).toEqual([]);
    expect(casinoStakeButtons(null)).toEqual([]);
  });
});

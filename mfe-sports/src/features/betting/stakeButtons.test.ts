import type { Profile } from '@backlay/shared/api';
import { profile } from '../../test/betting.js';
import { stakeButtons } from './stakeButtons.js';

const withValue = (value: string): Profile => {
  const p = profile({});
  return { ...p, buttonValues: { ...p.buttonValues, value } };
};

describe('quick stakes from the Game button values', () => {
  it('offers the label → stake pairs from the smallest stake up', () => {
    expect(stakeButtons(profile({ '5k': 5000, '1k': 1000, '100': 100 }))).toEqual([
      { label: '100', value: 100 },
      { label: '1k', value: 1000 },
      { label: '5k', value: 5000 },
    ]);
  });

  it('leaves out unusable pairs and keeps at most 8', () => {
    expect(stakeButtons(withValue('{"a":0,"b":"250","":5,"c":"x"}'))).toEqual([{ label: 'b', value: 250 }]);
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${i}`, (i + 1) * 100]));
    expect(stakeButtons(profile(many))).toHaveLength(8);
  });

  it('has none without a profile or with unreadable text', () => {
    expect(stakeButtons(null)).toEqual([]);
    expect(stakeButtons(withValue('not json'))).toEqual([]);
    expect(stakeButtons(withValue('[1,2]'))).toEqual([]);
  });
});

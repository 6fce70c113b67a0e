import { memo, useId } from 'react';
import type { CardHand, DealtCard } from '@backlay/shared/cards';
import { CardFace } from '../../ui/CardFace.js';

/**
 * One area per hand of the table (Player A, Dragon, Andar, the board …) with the cards dealt to
 * it in reveal order; a hand with nothing yet shows one card face down.
 */
export const Hands = memo(function Hands({
  hands,
  dealt,
  small = false,
}: {
  hands: readonly CardHand[];
  dealt: readonly DealtCard[];
  small?: boolean;
}) {
  const ids = useId();
  return (
    <div className="cz-hands" data-testid="card-hands">
      {hands.map((hand) => {
        const cards = dealt.filter((d) => d.hand === hand.key);
        const labelId = `${ids}-${hand.key}`;
        return (
          <section key={hand.key} className="cz-hand" aria-labelledby={labelId} data-testid={`hand-${hand.key}`}>
            <h3 className="cz-hand__label" id={labelId}>
              {hand.label}
            </h3>
            <ul className="cz-hand__cards">
              {cards.length === 0 ? (
                <li>
                  <CardFace code="1" small={small} />
                </li>
              ) : (
                cards.map((d, i) => (
                  <li key={`${i}-${d.card}`}>
                    <CardFace code={d.card} small={small} />
                  </li>
                ))
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
});

import { memo } from 'react';
import { isCard, isRed, parseCard, SUIT_SYMBOLS, type CardCode } from '@backlay/shared/cards';

const RANK_WORDS: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** "Ace of spades", "10 of hearts": what a screen reader says for a card. */
export function cardWords(code: CardCode): string {
  if (!isCard(code)) return 'Card not dealt yet';
  const { rank, suit } = parseCard(code);
  return `${RANK_WORDS[rank] ?? rank} of ${suit}s`;
}

/**
 * A card as a plain element: rank over suit symbol, red or black; the feed's "1" (or anything
 * that is not a card) is shown face down.
 */
export const CardFace = memo(function CardFace({ code, small = false }: { code: CardCode; small?: boolean }) {
  const size = small ? ' cz-card--sm' : '';
  if (!isCard(code)) return <span className={`cz-card cz-card--down${size}`} role="img" aria-label={cardWords(code)} />;
  const { rank, suit } = parseCard(code);
  return (
    <span
      className={`cz-card cz-card--${isRed(code) ? 'red' : 'black'}${size}`}
      role="img"
      aria-label={cardWords(code)}
      data-card={code}
    >
      <span aria-hidden="true">{rank}</span>
      <span className="cz-card__suit" aria-hidden="true">
        {SUIT_SYMBOLS[suit]}
      </span>
    </span>
  );
});

import { memo } from 'react';
import type { CardLastResult, CardTableDefinition } from '@backlay/shared/cards';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { resultLetter } from '../table/tableState.js';

/** The last results, newest first; each opens that round's detail. */
export const LastResults = memo(function LastResults({
  def,
  results,
  onOpen,
}: {
  def: CardTableDefinition;
  results: readonly CardLastResult[];
  onOpen: (mid: string) => void;
}) {
  return (
    <section className="cz-panel" aria-labelledby="last-results-title" data-testid={CASINO_TEST_IDS.lastResults}>
      <div className="cz-panel__head">
        <h2 className="cz-panel__title" id="last-results-title">
          Last results
        </h2>
      </div>
      {results.length === 0 ? (
        <p style={{ margin: 0, padding: '8px 12px', fontSize: 13, color: '#374151' }}>No results yet.</p>
      ) : (
        <ul className="cz-results">
          {results.map((r) => {
            const letter = resultLetter(def, r.result);
            return (
              <li key={r.mid}>
                <button
                  type="button"
                  className="cz-result"
                  aria-label={`Round ${r.mid}: ${letter}`}
                  data-mid={r.mid}
                  onClick={() => onOpen(r.mid)}
                >
                  {letter}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

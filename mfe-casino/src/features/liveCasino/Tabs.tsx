/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys move and
 * select, Home and End jump to the ends. The row scrolls sideways when it is wider than the screen.
 * The selection lives in the caller (the page keeps it in the URL).
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  count: number;
  icon?: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix of the tabs' ids (`${idPrefix}-${index}`). */
  idPrefix: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  testId?: string;
  variant?: 'provider' | 'category';
}

/** The id of the selected tab, for its panel's aria-labelledby. */
export function tabId(idPrefix: string, index: number): string {
  return `${idPrefix}-${index}`;
}

export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
  panelId,
  testId,
  variant = 'category',
}: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  // Keep the selected tab in view when the row scrolls (a phone, a restored URL).
  useEffect(() => {
    refs.current[selectedIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={`lc-tabs lc-tabs--${variant}`}
      data-testid={testId}
    >
      {items.map((item, index) => {
        const active = index === selectedIndex;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, index)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className="lc-tab"
            data-key={item.key}
            onClick={() => onSelect(item.key)}
            onKeyDown={onKeyDown}
          >
            {item.icon}
            <span className="lc-tab__label">{item.label}</span>
            <span className="lc-tab__count">
              {item.count}
              <span className="cz-sr"> {item.count === 1 ? 'game' : 'games'}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

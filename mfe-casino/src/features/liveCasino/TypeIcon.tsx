import type { ReactNode } from 'react';
import type { ProviderGameType } from '@backlay/shared/casino';
import type { CategoryKey } from './catalogueView.js';

/** A small card outline at (x, y), 8 × 11, optionally turned about its foot. */
const card = (x: number, y: number, turn = 0, key?: string) => (
  <rect
    key={key}
    x={x}
    y={y}
    width={8}
    height={11}
    rx={1.5}
    transform={turn ? `rotate(${turn} ${x + 4} ${y + 11})` : undefined}
  />
);

const glyph = (text: string, size = 9) => (
  <text
    x={12}
    y={12 + size * 0.36}
    textAnchor="middle"
    style={{ fontSize: size, fontWeight: 900 }}
    fill="currentColor"
    stroke="none"
  >
    {text}
  </text>
);

/** Line drawings in the tab's text colour; the colour prediction balls keep their own colours. */
const ICONS: Readonly<Record<ProviderGameType | 'all', ReactNode>> = {
  all: (
    <>
      <rect x={4} y={4} width={7} height={7} rx={1.5} />
      <rect x={13} y={4} width={7} height={7} rx={1.5} />
      <rect x={4} y={13} width={7} height={7} rx={1.5} />
      <rect x={13} y={13} width={7} height={7} rx={1.5} />
    </>
  ),
  aviator: <path d="M3 13.5 L21 6.5 L17.5 10 L11 13 L13 19 L10.5 19.5 L7.5 14.5 L3.5 15.8 Z" strokeLinejoin="round" />,
  crash: (
    <>
      <path d="M3 20 L9 14 L12.5 16.5 L20 6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M15 5.5 L20.5 5.5 L20.5 11" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  mines: (
    <>
      <circle cx={11} cy={14} r={6} fill="currentColor" />
      <path d="M15 9.5 L18 6.5 M19 4 L19.5 3.5 M20.5 6.5 L21.5 6.5" strokeLinecap="round" />
    </>
  ),
  colour: (
    <g stroke="none">
      <circle cx={7} cy={14} r={4.5} fill="#e53935" />
      <circle cx={17} cy={14} r={4.5} fill="#43a047" />
      <circle cx={12} cy={8} r={4.5} fill="#8e24aa" />
    </g>
  ),
  roulette: (
    <>
      <circle cx={12} cy={12} r={8.5} />
      <circle cx={12} cy={12} r={3} />
      <path d="M12 3.5 V9 M12 15 V20.5 M3.5 12 H9 M15 12 H20.5" />
    </>
  ),
  sicbo: (
    <>
      <rect x={4} y={4} width={16} height={16} rx={3} />
      <g fill="currentColor" stroke="none">
        <circle cx={8.5} cy={8.5} r={1.5} />
        <circle cx={12} cy={12} r={1.5} />
        <circle cx={15.5} cy={15.5} r={1.5} />
      </g>
    </>
  ),
  dragontiger: (
    <>
      {card(3, 7, -10)}
      {card(13, 7, 10)}
      <g transform="translate(-4.5 0)">{glyph('D', 6)}</g>
      <g transform="translate(5.5 0)">{glyph('T', 6)}</g>
    </>
  ),
  baccarat: (
    <>
      <path d="M3 18 Q12 8 21 18" />
      {card(6, 5, -8)}
      {card(10, 5, 8)}
    </>
  ),
  poker: (
    <>
      <circle cx={12} cy={12} r={8.5} />
      <circle cx={12} cy={12} r={4.5} />
      <path d="M12 3.5 V6 M12 18 V20.5 M3.5 12 H6 M18 12 H20.5" strokeLinecap="round" />
    </>
  ),
  lucky7: (
    <>
      <circle cx={12} cy={12} r={9} />
      {glyph('7', 12)}
    </>
  ),
  andarbahar: (
    <>
      {card(3, 8)}
      {card(13, 8)}
      <path d="M12 3 V21" strokeDasharray="2 2" />
    </>
  ),
  teenpatti: <>{[-25, 0, 25].map((turn) => card(8, 6, turn, String(turn)))}</>,
  '32cards': (
    <>
      <rect x={3} y={5} width={18} height={14} rx={2} />
      {glyph('32', 9)}
    </>
  ),
  lottery: (
    <>
      <circle cx={7.5} cy={14} r={4.5} />
      <circle cx={16.5} cy={14} r={4.5} />
      <circle cx={12} cy={7} r={4.5} />
    </>
  ),
  race: (
    <>
      <path d="M5 21 V3" strokeLinecap="round" />
      <path d="M5 4 H19 V13 H5" />
      <g fill="currentColor" stroke="none">
        <rect x={5} y={4} width={3.5} height={3} />
        <rect x={12} y={4} width={3.5} height={3} />
        <rect x={8.5} y={7} width={3.5} height={3} />
        <rect x={15.5} y={7} width={3.5} height={3} />
        <rect x={5} y={10} width={3.5} height={3} />
        <rect x={12} y={10} width={3.5} height={3} />
      </g>
    </>
  ),
  bollywood: (
    <path d="M12 3 L14.6 9 L21 9.4 L16 13.6 L17.6 20 L12 16.5 L6.4 20 L8 13.6 L3 9.4 L9.4 9 Z" strokeLinejoin="round" />
  ),
};

/** A category tab's icon, drawn for its game type ("All" gets a grid). Decorative: the tab names it. */
export function TypeIcon({ type }: { type: CategoryKey }) {
  return (
    <svg
      className="lc-tab__icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      focusable="false"
      data-icon={type}
    >
      {ICONS[type]}
    </svg>
  );
}

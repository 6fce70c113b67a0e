import { memo, useId, type ReactNode } from 'react';
import type { ProviderGameType } from '@backlay/shared/casino';
import { artSpec, RED_SUITS, SUIT_GLYPHS, type ArtCard, type ArtSpec, type ArtSuit } from './gameArt.js';

// Text sizes go in style, not in font-size attributes: the Chakra preflight's `* { font: inherit }`
// outranks presentation attributes, and would draw every label at the page's text size.
const INK = '#111827';
const CARD_RED = '#c0262d';

function Card({
  x,
  y,
  card,
  rotate = 0,
  w = 34,
  label,
}: {
  x: number;
  y: number;
  card: ArtCard;
  rotate?: number;
  w?: number;
  label?: string;
}) {
  const h = Math.round(w * 1.4);
  const colour = RED_SUITS.has(card.suit) ? CARD_RED : INK;
  return (
    <g transform={`rotate(${rotate} ${x + w / 2} ${y + h})`}>
      <rect x={x} y={y} width={w} height={h} rx={4} fill="#ffffff" stroke="#00000033" />
      <text x={x + 4} y={y + 13} style={{ fontSize: 11, fontWeight: 800 }} fill={colour}>
        {card.rank}
      </text>
      <text x={x + w / 2} y={y + h / 2 + 9} textAnchor="middle" style={{ fontSize: w * 0.6 }} fill={colour}>
        {SUIT_GLYPHS[card.suit]}
      </text>
      {label ? (
        <text x={x + w / 2} y={y - 6} textAnchor="middle" style={{ fontSize: 12, fontWeight: 900 }} fill="#ffffff">
          {label}
        </text>
      ) : null}
    </g>
  );
}

/** One pocket of a wheel: the ring between radii r0 and r1 from angle a0 to a1 (radians). */
function ringSegment(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const p = (r: number, a: number) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  return `M${p(r1, a0)} A${r1} ${r1} 0 0 1 ${p(r1, a1)} L${p(r0, a1)} A${r0} ${r0} 0 0 0 ${p(r0, a0)} Z`;
}

const PIPS: Readonly<Record<number, number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ x, y, face, rotate, size = 34 }: { x: number; y: number; face: number; rotate: number; size?: number }) {
  const step = size / 4;
  return (
    <g transform={`rotate(${rotate} ${x + size / 2} ${y + size / 2})`}>
      <rect x={x} y={y} width={size} height={size} rx={6} fill="#ffffff" stroke="#00000040" />
      {(PIPS[face] ?? []).map((cell) => (
        <circle
          key={cell}
          cx={x + step * (1 + (cell % 3))}
          cy={y + step * (1 + Math.floor(cell / 3))}
          r={size / 11}
          fill={face === 1 || face === 4 ? CARD_RED : INK}
        />
      ))}
    </g>
  );
}

function Ball({ cx, cy, r, fill, label }: { cx: number; cy: number; r: number; fill: string; label?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} stroke="#00000033" />
      <ellipse cx={cx - r * 0.35} cy={cy - r * 0.4} rx={r * 0.3} ry={r * 0.18} fill="#ffffff66" />
      {label ? (
        <text x={cx} y={cy + r * 0.35} textAnchor="middle" style={{ fontSize: r, fontWeight: 900 }} fill="#ffffff">
          {label}
        </text>
      ) : null}
    </g>
  );
}

function Plane({ x, y, rotate, fill }: { x: number; y: number; rotate: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`} fill={fill}>
      <path d="M-20 0 Q-20 -3.5 -14 -3.5 L14 -3 Q22 0 14 3 L-14 3.5 Q-20 3.5 -20 0 Z" />
      <path d="M-3 -3 L-12 -17 L-6 -17 L7 -3 Z" />
      <path d="M-3 3 L-12 17 L-6 17 L7 3 Z" />
      <path d="M-17 -2 L-22 -10 L-18 -10 L-12 -2 Z" />
    </g>
  );
}

const LANE_SUITS: readonly ArtSuit[] = ['spade', 'heart', 'club', 'diamond'];
const BALL_COLOURS = ['#e53935', '#43a047', '#8e24aa', '#1e88e5', '#fb8c00'] as const;

function Motif({ spec }: { spec: ArtSpec }): ReactNode {
  const [a, b, c] = spec.cards;
  switch (spec.type) {
    case 'aviator':
      return (
        <>
          <path d="M8 112 Q92 108 122 44 L122 112 Z" fill={spec.accent} opacity={0.35} />
          <path d="M8 112 Q92 108 122 44" fill="none" stroke={spec.accent} strokeWidth={4} strokeLinecap="round" />
          <Plane x={130} y={36} rotate={-38} fill="#ffffff" />
          <text x={14} y={30} style={{ fontSize: 20, fontWeight: 900 }} fill="#ffffff">
            {spec.multiplier}
          </text>
        </>
      );
    case 'crash':
      return (
        <>
          {[30, 55, 80, 105].map((y) => (
            <line key={y} x1={10} y1={y} x2={150} y2={y} stroke="#ffffff22" />
          ))}
          <polyline
            points="12,104 40,96 62,86 80,90 100,64 118,56 140,22"
            fill="none"
            stroke={spec.accent}
            strokeWidth={4}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <path d="M140 22 L128 24 L137 33 Z" fill={spec.accent} />
          <text x={14} y={34} style={{ fontSize: 22, fontWeight: 900 }} fill="#ffffff">
            {spec.multiplier}
          </text>
        </>
      );
    case 'mines':
      return (
        <>
          {Array.from({ length: 25 }, (_, cell) => {
            const x = 31 + (cell % 5) * 20;
            const y = 11 + Math.floor(cell / 5) * 20;
            const gem = spec.gems.includes(cell);
            const mine = cell === spec.mine;
            return (
              <g key={cell}>
                <rect
                  x={x}
                  y={y}
                  width={18}
                  height={18}
                  rx={3}
                  fill={mine ? '#c0262d' : gem ? '#0f2d2a' : '#ffffff26'}
                />
                {gem ? (
                  <path
                    d={`M${x + 9} ${y + 3} L${x + 15} ${y + 8} L${x + 9} ${y + 15} L${x + 3} ${y + 8} Z`}
                    fill={spec.accent}
                  />
                ) : null}
                {mine ? (
                  <>
                    <circle cx={x + 9} cy={y + 10} r={5} fill={INK} />
                    <line x1={x + 9} y1={y + 5} x2={x + 13} y2={y + 2} stroke="#ffd166" strokeWidth={1.5} />
                  </>
                ) : null}
              </g>
            );
          })}
        </>
      );
    case 'colour':
      return (
        <>
          <Ball cx={48} cy={70} r={24} fill="#e53935" label={String(spec.number % 10)} />
          <Ball cx={112} cy={70} r={24} fill="#43a047" label={String((spec.number + 3) % 10)} />
          <Ball cx={80} cy={50} r={26} fill="#8e24aa" label={String((spec.number + 5) % 10)} />
        </>
      );
    case 'roulette': {
      const pockets = 18;
      const turn = (spec.tilt * Math.PI) / 90;
      const ball = turn + ((spec.number % pockets) + 0.5) * ((2 * Math.PI) / pockets);
      return (
        <>
          <circle cx={80} cy={60} r={50} fill="#6b3e12" />
          {Array.from({ length: pockets }, (_, i) => {
            const a0 = turn + (i * 2 * Math.PI) / pockets;
            const a1 = turn + ((i + 1) * 2 * Math.PI) / pockets;
            return (
              <path
                key={i}
                d={ringSegment(80, 60, 26, 46, a0, a1)}
                fill={i === 0 ? '#1b7a3d' : i % 2 ? '#c0262d' : INK}
                stroke="#e8c07a"
                strokeWidth={0.6}
              />
            );
          })}
          <circle cx={80} cy={60} r={26} fill="#8a5a24" />
          <circle cx={80} cy={60} r={8} fill={spec.accent} />
          <path d="M80 38 L80 82 M58 60 L102 60" stroke={spec.accent} strokeWidth={3} strokeLinecap="round" />
          <circle cx={80 + 36 * Math.cos(ball)} cy={60 + 36 * Math.sin(ball)} r={4} fill="#ffffff" />
        </>
      );
    }
    case 'sicbo':
      return (
        <>
          <Die x={24} y={52} face={spec.dice[0]} rotate={-12 + spec.tilt} />
          <Die x={63} y={24} face={spec.dice[1]} rotate={spec.tilt} />
          <Die x={102} y={52} face={spec.dice[2]} rotate={12 + spec.tilt} />
        </>
      );
    case 'dragontiger':
      return (
        <>
          <Card x={22} y={38} card={a} rotate={-8 + spec.tilt} w={38} label="D" />
          <Card x={100} y={38} card={b} rotate={8 + spec.tilt} w={38} label="T" />
          <text x={80} y={74} textAnchor="middle" style={{ fontSize: 18, fontWeight: 900 }} fill={spec.accent}>
            VS
          </text>
        </>
      );
    case 'baccarat':
      return (
        <>
          <path d="M10 100 Q80 40 150 100" fill="none" stroke={spec.accent} strokeWidth={3} />
          <Card x={40} y={44} card={a} rotate={-6 + spec.tilt} label="P" />
          <Card x={86} y={44} card={b} rotate={6 + spec.tilt} label="B" />
        </>
      );
    case 'teenpatti':
      return (
        <>
          <Card x={63} y={30} card={a} rotate={-22 + spec.tilt} />
          <Card x={63} y={28} card={b} rotate={spec.tilt} />
          <Card x={63} y={30} card={c} rotate={22 + spec.tilt} />
        </>
      );
    case 'andarbahar':
      return (
        <>
          <Card x={26} y={40} card={a} rotate={spec.tilt} />
          <Card x={63} y={32} card={b} />
          <Card x={100} y={40} card={c} rotate={-spec.tilt} />
          <text x={43} y={112} textAnchor="middle" style={{ fontSize: 12, fontWeight: 800 }} fill={spec.accent}>
            A
          </text>
          <text x={117} y={112} textAnchor="middle" style={{ fontSize: 12, fontWeight: 800 }} fill={spec.accent}>
            B
          </text>
        </>
      );
    case 'lucky7':
      return (
        <>
          <circle cx={80} cy={60} r={36} fill="none" stroke={spec.accent} strokeWidth={4} />
          <text x={80} y={82} textAnchor="middle" style={{ fontSize: 64, fontWeight: 900 }} fill={spec.accent}>
            7
          </text>
        </>
      );
    case 'poker':
      return (
        <>
          {[0, 1, 2].map((i) => (
            <ellipse
              key={i}
              cx={120}
              cy={92 - i * 7}
              rx={22}
              ry={7}
              fill={i % 2 ? '#ffffff' : spec.accent}
              stroke="#00000055"
            />
          ))}
          <Card x={30} y={30} card={a} rotate={-10 + spec.tilt} />
          <Card x={58} y={30} card={b} rotate={8 + spec.tilt} />
        </>
      );
    case '32cards':
      return (
        <>
          {['8', '9', '10', '11'].map((n, i) => (
            <g key={n}>
              <rect x={18 + i * 33} y={36} width={28} height={40} rx={4} fill="#ffffff" />
              <text x={32 + i * 33} y={62} textAnchor="middle" style={{ fontSize: 14, fontWeight: 900 }} fill="#10305a">
                {n}
              </text>
            </g>
          ))}
          <text x={80} y={102} textAnchor="middle" style={{ fontSize: 14, fontWeight: 800 }} fill={spec.accent}>
            32
          </text>
        </>
      );
    case 'lottery':
      return (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <Ball
              key={i}
              cx={24 + i * 28}
              cy={i % 2 ? 72 : 52}
              r={14}
              fill={BALL_COLOURS[i] ?? '#e53935'}
              label={String((spec.number + i * 7) % 10)}
            />
          ))}
          <rect x={20} y={96} width={120} height={6} rx={3} fill={spec.accent} opacity={0.6} />
        </>
      );
    case 'race':
      return (
        <>
          {LANE_SUITS.map((suit, i) => (
            <g key={suit}>
              <line x1={14} y1={28 + i * 22} x2={146} y2={28 + i * 22} stroke="#ffffff55" strokeDasharray="4 4" />
              <text
                x={30 + ((i * 37 + spec.tilt * 7 + 200) % 100)}
                y={34 + i * 22}
                style={{ fontSize: 18 }}
                fill={RED_SUITS.has(suit) ? '#ff8a8a' : '#ffffff'}
              >
                {SUIT_GLYPHS[suit]}
              </text>
            </g>
          ))}
          <line x1={140} y1={14} x2={140} y2={104} stroke={spec.accent} strokeWidth={3} />
        </>
      );
    case 'bollywood':
      return (
        <>
          <rect x={14} y={26} width={132} height={68} rx={6} fill="none" stroke={spec.accent} strokeWidth={3} />
          {Array.from({ length: 12 }, (_, i) => (
            <circle key={i} cx={20 + i * 11} cy={20} r={3} fill={spec.accent} />
          ))}
          <path d="M80 38 L86 54 L103 54 L89 64 L95 81 L80 71 L65 81 L71 64 L57 54 L74 54 Z" fill={spec.accent} />
        </>
      );
  }
}

/**
 * A provider game's picture, drawn here (the provider's thumbnails are on its origin, and the page
 * loads no outside image); decorative: the tile names the game.
 */
export const GameArt = memo(function GameArt({
  type,
  name,
  className = 'lc-art',
  fill = false,
}: {
  type: ProviderGameType;
  name: string;
  className?: string;
  /** Cover the box (cropping), rather than fit in it. */ fill?: boolean;
}) {
  const spec = artSpec(type, name);
  // useId's punctuation is not safe inside url(#…).
  const gradient = `lc-art-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className={className}
      viewBox="0 0 160 120"
      preserveAspectRatio={fill ? 'xMidYMid slice' : undefined}
      aria-hidden="true"
      focusable="false"
      data-motif={type}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={spec.from} />
          <stop offset="1" stopColor={spec.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${gradient})`} />
      <Motif spec={spec} />
    </svg>
  );
});

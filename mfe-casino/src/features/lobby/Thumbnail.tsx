import { memo, useId, type ReactNode } from 'react';
import { SUIT_SYMBOLS, type CardFamilyKey, type Suit } from '@backlay/shared/cards';
import { thumbnailSpec, type ThumbCard, type ThumbSpec } from './thumbnail.js';

const RED: ReadonlySet<Suit> = new Set<Suit>(['heart', 'diamond']);

function Card({
  x,
  y,
  card,
  rotate = 0,
  w = 34,
  faceDown = false,
}: {
  x: number;
  y: number;
  card?: ThumbCard;
  rotate?: number;
  w?: number;
  faceDown?: boolean;
}) {
  const h = Math.round(w * 1.4);
  return (
    <g transform={`rotate(${rotate} ${x + w / 2} ${y + h})`}>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={faceDown ? '#0b2b3c' : '#ffffff'} stroke="#00000033" />
      {faceDown ? (
        <text
          x={x + w / 2}
          y={y + h / 2 + 6}
          textAnchor="middle"
          style={{ fontSize: w * 0.5 }}
          fontWeight="800"
          fill="#f2b134"
        >
          ?
        </text>
      ) : card ? (
        <>
          <text
            x={x + 4}
            y={y + 13}
            style={{ fontSize: 11 }}
            fontWeight="800"
            fill={RED.has(card.suit) ? '#c0262d' : '#111827'}
          >
            {card.rank}
          </text>
          <text
            x={x + w / 2}
            y={y + h / 2 + 9}
            textAnchor="middle"
            style={{ fontSize: w * 0.6 }}
            fill={RED.has(card.suit) ? '#c0262d' : '#111827'}
          >
            {SUIT_SYMBOLS[card.suit]}
          </text>
        </>
      ) : null}
    </g>
  );
}

function Motif({ spec }: { spec: ThumbSpec }): ReactNode {
  const [a, b, c] = spec.cards;
  // The meter's needle: between 60° and 120° from the right, by the table's tilt.
  const needle = ((120 - (spec.tilt + 5) * 6) * Math.PI) / 180;
  switch (spec.motif) {
    case 'fan':
      return (
        <>
          <Card x={63} y={30} card={a} rotate={-22 + spec.tilt} />
          <Card x={63} y={28} card={b} rotate={spec.tilt} />
          <Card x={63} y={30} card={c} rotate={22 + spec.tilt} />
        </>
      );
    case 'versus':
      return (
        <>
          <Card x={22} y={34} card={a} rotate={-8 + spec.tilt} w={38} />
          <Card x={100} y={34} card={b} rotate={8 + spec.tilt} w={38} />
          <text x={80} y={70} textAnchor="middle" style={{ fontSize: 18 }} fontWeight="900" fill={spec.accent}>
            VS
          </text>
        </>
      );
    case 'seven':
      return (
        <>
          <circle cx={80} cy={60} r={36} fill="none" stroke={spec.accent} strokeWidth={4} />
          <text x={80} y={82} textAnchor="middle" style={{ fontSize: 64 }} fontWeight="900" fill={spec.accent}>
            7
          </text>
        </>
      );
    case 'columns':
      return (
        <>
          <Card x={26} y={38} card={a} rotate={spec.tilt} />
          <Card x={63} y={30} card={b} w={34} />
          <Card x={100} y={38} card={c} rotate={-spec.tilt} />
          <text x={43} y={112} textAnchor="middle" style={{ fontSize: 12 }} fontWeight="800" fill={spec.accent}>
            A
          </text>
          <text x={117} y={112} textAnchor="middle" style={{ fontSize: 12 }} fontWeight="800" fill={spec.accent}>
            B
          </text>
        </>
      );
    case 'quad':
      return (
        <>
          {['8', '9', '10', '11'].map((n, i) => (
            <g key={n}>
              <rect x={18 + i * 33} y={36} width={28} height={40} rx={4} fill="#ffffff" />
              <text x={32 + i * 33} y={62} textAnchor="middle" style={{ fontSize: 14 }} fontWeight="900" fill="#10305a">
                {n}
              </text>
            </g>
          ))}
          <text x={80} y={100} textAnchor="middle" style={{ fontSize: 14 }} fontWeight="800" fill={spec.accent}>
            32
          </text>
        </>
      );
    case 'baccarat':
      return (
        <>
          <path d="M10 100 Q80 40 150 100" fill="none" stroke={spec.accent} strokeWidth={3} />
          <Card x={40} y={44} card={a} rotate={-6 + spec.tilt} />
          <Card x={86} y={44} card={b} rotate={6 + spec.tilt} />
          <text x={57} y={36} textAnchor="middle" style={{ fontSize: 12 }} fontWeight="800" fill={spec.accent}>
            P
          </text>
          <text x={103} y={36} textAnchor="middle" style={{ fontSize: 12 }} fontWeight="800" fill={spec.accent}>
            B
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
    case 'cricket':
      return (
        <>
          <rect
            x={68}
            y={18}
            width={16}
            height={70}
            rx={6}
            fill="#e8c07a"
            transform={`rotate(${30 + spec.tilt} 76 53)`}
          />
          <rect
            x={72}
            y={84}
            width={8}
            height={22}
            rx={3}
            fill="#6b3e12"
            transform={`rotate(${30 + spec.tilt} 76 53)`}
          />
          <circle cx={112} cy={84} r={10} fill="#c0262d" stroke="#ffffff" strokeWidth={2} />
          <text x={36} y={40} style={{ fontSize: 16 }} fill={spec.accent}>
            {SUIT_SYMBOLS[a.suit]}
          </text>
        </>
      );
    case 'digits':
      return (
        <>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (
            <text
              key={d}
              x={17 + (d % 5) * 31}
              y={d < 5 ? 50 : 86}
              textAnchor="middle"
              style={{ fontSize: 24 }}
              fontWeight="900"
              fill={d === spec.digit ? spec.accent : '#ffffff'}
            >
              {d}
            </text>
          ))}
        </>
      );
    case 'race':
      return (
        <>
          {(['spade', 'heart', 'club', 'diamond'] as const).map((suit, i) => (
            <g key={suit}>
              <line x1={14} y1={28 + i * 22} x2={146} y2={28 + i * 22} stroke="#ffffff55" strokeDasharray="4 4" />
              <text
                x={30 + ((i * 37 + spec.tilt * 7 + 200) % 100)}
                y={34 + i * 22}
                style={{ fontSize: 18 }}
                fill={RED.has(suit) ? '#ff8a8a' : '#ffffff'}
              >
                {SUIT_SYMBOLS[suit]}
              </text>
            </g>
          ))}
          <line x1={140} y1={14} x2={140} y2={104} stroke={spec.accent} strokeWidth={3} />
        </>
      );
    case 'judgement':
      return (
        <>
          <Card x={26} y={34} faceDown rotate={spec.tilt} />
          <Card x={63} y={34} faceDown />
          <Card x={100} y={34} faceDown rotate={-spec.tilt} />
        </>
      );
    case 'meter':
      return (
        <>
          <path d="M30 92 A50 50 0 0 1 130 92" fill="none" stroke="#ffffff55" strokeWidth={10} />
          <path d="M30 92 A50 50 0 0 1 80 42" fill="none" stroke={spec.accent} strokeWidth={10} />
          <line
            x1={80}
            y1={92}
            x2={80 + 40 * Math.cos(needle)}
            y2={92 - 40 * Math.sin(needle)}
            stroke="#ffffff"
            strokeWidth={4}
            strokeLinecap="round"
          />
          <circle cx={80} cy={92} r={6} fill="#ffffff" />
        </>
      );
    case 'marquee':
      return (
        <>
          <rect x={14} y={26} width={132} height={68} rx={6} fill="none" stroke={spec.accent} strokeWidth={3} />
          {Array.from({ length: 12 }, (_, i) => (
            <circle key={i} cx={20 + i * 11} cy={20} r={3} fill={spec.accent} />
          ))}
          <path d="M80 38 L86 54 L103 54 L89 64 L95 81 L80 71 L65 81 L71 64 L57 54 L74 54 Z" fill={spec.accent} />
        </>
      );
    case 'war':
      return (
        <>
          <Card x={24} y={36} card={a} rotate={-12 + spec.tilt} w={36} />
          <Card x={100} y={36} card={{ rank: a.rank, suit: b.suit }} rotate={12 + spec.tilt} w={36} />
          {[-40, 40].map((turn) => (
            <g key={turn} transform={`rotate(${turn} 80 62)`}>
              <rect x={77} y={22} width={6} height={62} rx={2} fill="#e5e7eb" />
              <rect x={68} y={80} width={24} height={5} rx={2} fill={spec.accent} />
              <rect x={77} y={85} width={6} height={14} rx={2} fill="#6b3e12" />
            </g>
          ))}
        </>
      );
    case 'over':
      return (
        <>
          {['4', '0', '1', 'W', '6', '2'].map((ball, i) => (
            <g key={i}>
              <circle
                cx={23 + i * 23}
                cy={78}
                r={10}
                fill={ball === 'W' ? '#c0262d' : ball === '4' || ball === '6' ? spec.accent : '#ffffff'}
              />
              <text
                x={23 + i * 23}
                y={82}
                textAnchor="middle"
                style={{ fontSize: 11 }}
                fontWeight="900"
                fill={ball === 'W' ? '#ffffff' : '#0d3b2a'}
              >
                {ball}
              </text>
            </g>
          ))}
          <circle cx={80} cy={40} r={16} fill="#c0262d" stroke="#ffffff" strokeWidth={2} />
          <path d="M70 30 Q80 40 70 50 M90 30 Q80 40 90 50" fill="none" stroke="#ffffff" strokeWidth={1.5} />
        </>
      );
    case 'crown':
      return (
        <>
          <Card x={26} y={40} faceDown rotate={-10 + spec.tilt} w={30} />
          <Card x={104} y={40} faceDown rotate={10 + spec.tilt} w={30} />
          <Card x={61} y={40} card={{ rank: 'Q', suit: a.suit }} w={38} />
          <path d="M58 34 L62 14 L71 26 L80 10 L89 26 L98 14 L102 34 Z" fill={spec.accent} stroke="#00000044" />
        </>
      );
  }
}

/** A table's lobby picture, drawn for Backlay (no external image); decorative, the tile names the game. */
export const Thumbnail = memo(function Thumbnail({ family, name }: { family: CardFamilyKey; name: string }) {
  const spec = thumbnailSpec(family, name);
  // useId's punctuation is not safe inside url(#…).
  const gradient = `thumb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className="cz-tile__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false" data-motif={spec.motif}>
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

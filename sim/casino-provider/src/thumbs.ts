/**
 * Game thumbnails, drawn as SVG by game type: a plane for aviator, a rising line for crash, a grid
 * for mines, a wheel for roulette, coloured balls for colour prediction, dice for sic bo and two
 * cards for the card tables, with the game's name and provider. Plain shapes, no script, no
 * external references.
 */
import type { ProviderGame, ProviderGameType } from '@backlay/shared/casino';
import { WHEEL, pocketColour } from './engines/roulette.js';

const W = 320;
const H = 200;

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const BACKGROUND: Record<ProviderGameType, [string, string]> = {
  aviator: ['#3a0d12', '#b3202c'],
  crash: ['#0d1b3a', '#2450b3'],
  mines: ['#0f2a1c', '#1f7a4a'],
  roulette: ['#1d0f2e', '#5b2a8c'],
  colour: ['#2a1a05', '#a8641a'],
  sicbo: ['#2e0f0f', '#8c2a2a'],
  dragontiger: ['#2b0a0a', '#8a1c1c'],
  baccarat: ['#06251f', '#0f6b57'],
  teenpatti: ['#2a0b25', '#7d1f6e'],
  andarbahar: ['#2a1905', '#8a5a12'],
  lucky7: ['#0b1f2e', '#1f5f8a'],
  poker: ['#0a2412', '#1d6b35'],
  '32cards': ['#1a1a2e', '#3b3b8a'],
  lottery: ['#2e2205', '#8a6d12'],
  race: ['#0f2424', '#1f6b6b'],
  bollywood: ['#2e0a1a', '#8a1f4d'],
};

function plane(): string {
  return [
    '<path d="M40 150 Q150 140 230 70" fill="none" stroke="#ffffff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="8 6"/>',
    '<g transform="translate(236 64) rotate(-28)" fill="#ffffff">',
    '<path d="M-34 -4 L20 -5 Q34 -4 38 0 Q34 4 20 5 L-34 4 Z"/>',
    '<path d="M-2 -4 L-14 -30 L-4 -30 L14 -4 Z"/>',
    '<path d="M-2 4 L-14 30 L-4 30 L14 4 Z"/>',
    '<path d="M-30 -3 L-38 -16 L-32 -16 L-22 -3 Z"/>',
    '<circle cx="39" cy="0" r="2" fill="#f5b82e"/>',
    '</g>',
  ].join('');
}

function risingLine(): string {
  const pts: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const x = 40 + i * 6;
    const y = 160 - (Math.exp(i * 0.085) - 1) * 4.2;
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return [
    '<path d="M40 30 V160 H290" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>',
    `<polyline points="${pts.join(' ')}" fill="none" stroke="#f5b82e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${pts.at(-1)!.split(',')[0]}" cy="${pts.at(-1)!.split(',')[1]}" r="8" fill="#ffffff"/>`,
    '<text x="70" y="70" font-family="system-ui, sans-serif" font-size="30" font-weight="800" fill="#ffffff">2.35×</text>',
  ].join('');
}

function grid(): string {
  const cells: string[] = [];
  const size = 22;
  const gap = 4;
  const x0 = (W - (5 * size + 4 * gap)) / 2;
  const y0 = 16;
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const x = x0 + c * (size + gap);
      const y = y0 + r * (size + gap);
      const i = r * 5 + c;
      const h = size / 2;
      cells.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="4" fill="${i === 12 ? '#0b1a12' : '#2f9e66'}"/>`,
      );
      if (i === 6 || i === 18)
        cells.push(
          `<path d="M${x + h} ${y + 4} L${x + size - 4} ${y + h} L${x + h} ${y + size - 4} L${x + 4} ${y + h} Z" fill="#7ef0ff"/>`,
        );
      if (i === 12)
        cells.push(
          `<circle cx="${x + h}" cy="${y + h}" r="7" fill="#e5484d"/><path d="M${x + h} ${y + 2} V${y + size - 2} M${x + 2} ${y + h} H${x + size - 2}" stroke="#e5484d" stroke-width="3"/>`,
        );
    }
  }
  return cells.join('');
}

function wheel(): string {
  const cx = 160;
  const cy = 82;
  const r = 62;
  const parts: string[] = [`<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#6b4a1f"/>`];
  const step = (2 * Math.PI) / WHEEL.length;
  WHEEL.forEach((n, i) => {
    const a0 = i * step - Math.PI / 2;
    const a1 = a0 + step;
    const p = (a: number, rr: number) => `${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
    const colour = pocketColour(n) === 'red' ? '#c8202c' : pocketColour(n) === 'green' ? '#1f8a4a' : '#1a1a1a';
    parts.push(
      `<path d="M${p(a0, r)} A${r} ${r} 0 0 1 ${p(a1, r)} L${p(a1, r * 0.6)} A${r * 0.6} ${r * 0.6} 0 0 0 ${p(a0, r * 0.6)} Z" fill="${colour}"/>`,
    );
  });
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="#8a6a3a"/>`,
    `<circle cx="${cx}" cy="${cy}" r="10" fill="#d9b36a"/>`,
  );
  parts.push(`<circle cx="${cx + 20}" cy="${cy - 53}" r="5" fill="#ffffff"/>`);
  return parts.join('');
}

function balls(): string {
  const colours = ['#22a559', '#8b3fd9', '#e5484d'];
  return colours
    .map((c, i) => {
      const x = 90 + i * 70;
      return `<circle cx="${x}" cy="88" r="30" fill="${c}"/><circle cx="${x - 9}" cy="78" r="8" fill="#ffffff" fill-opacity=".35"/><text x="${x}" y="99" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="800" fill="#ffffff">${[7, 5, 2][i]}</text>`;
    })
    .join('');
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function dice(): string {
  return [3, 5, 6]
    .map((n, i) => {
      const x = 70 + i * 70;
      const y = 58 + (i === 1 ? -12 : 0);
      const pips = PIPS[n]!.map(
        ([dx, dy]) =>
          `<circle cx="${x + 25 + dx * 13}" cy="${y + 25 + dy * 13}" r="5" fill="${n === 1 ? '#c8202c' : '#1a1a1a'}"/>`,
      ).join('');
      return `<rect x="${x}" y="${y}" width="50" height="50" rx="9" fill="#ffffff"/>${pips}`;
    })
    .join('');
}

function cards(type: ProviderGameType): string {
  const faces: Record<string, [string, string, string, string]> = {
    dragontiger: ['K', '♥', 'Q', '♠'],
    baccarat: ['9', '♦', '8', '♣'],
    teenpatti: ['A', '♠', 'A', '♥'],
    andarbahar: ['J', '♣', '7', '♦'],
    lucky7: ['7', '♥', '7', '♠'],
    poker: ['A', '♠', 'K', '♠'],
    '32cards': ['10', '♦', '9', '♣'],
    lottery: ['3', '♥', '6', '♣'],
    race: ['K', '♠', 'K', '♦'],
    bollywood: ['Q', '♦', 'J', '♥'],
  };
  const [r1, s1, r2, s2] = faces[type] ?? ['A', '♠', 'K', '♥'];
  const card = (x: number, rot: number, rank: string, suit: string) => {
    const colour = suit === '♥' || suit === '♦' ? '#c8202c' : '#1a1a1a';
    return [
      `<g transform="rotate(${rot} ${x + 35} 140)">`,
      `<rect x="${x}" y="30" width="70" height="98" rx="8" fill="#ffffff" stroke="#00000033"/>`,
      `<text x="${x + 9}" y="54" font-family="system-ui, sans-serif" font-size="20" font-weight="800" fill="${colour}">${rank}</text>`,
      `<text x="${x + 35}" y="98" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" fill="${colour}">${suit}</text>`,
      '</g>',
    ].join('');
  };
  return card(112, -10, r1, s1) + card(142, 10, r2, s2);
}

function art(type: ProviderGameType): string {
  switch (type) {
    case 'aviator':
      return plane();
    case 'crash':
      return risingLine();
    case 'mines':
      return grid();
    case 'roulette':
      return wheel();
    case 'colour':
      return balls();
    case 'sicbo':
      return dice();
    default:
      return cards(type);
  }
}

/** The thumbnail of one game. */
export function thumbnail(game: ProviderGame): string {
  const [from, to] = BACKGROUND[game.game_type];
  const name = xml(game.game_name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${name}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    art(game.game_type),
    `<rect x="0" y="${H - 40}" width="${W}" height="40" fill="#000000" fill-opacity=".55"/>`,
    `<text x="12" y="${H - 14}" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${name}</text>`,
    `<text x="${W - 10}" y="20" text-anchor="end" font-family="system-ui, sans-serif" font-size="11" font-weight="700" fill="#ffffff" fill-opacity=".8">${xml(game.provider_name)}</text>`,
    '</svg>',
    '',
  ].join('');
}

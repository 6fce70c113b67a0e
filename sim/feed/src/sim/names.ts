/** Invented names for teams, players, horses, venues and parties. No real clubs or brands. */
import type { Rng } from './rng.js';

const PLACES = [
  'Aldermoor',
  'Brackenridge',
  'Castlereach',
  'Dunmere',
  'Elmsworth',
  'Fairhaven',
  'Glenhollow',
  'Harrowfield',
  'Ironbridge',
  'Juniper Bay',
  'Kestrel Point',
  'Larkspur',
  'Marlow Heath',
  'Northbay',
  'Oakhurst',
  'Pennwick',
  'Queensford',
  'Redport',
  'Silverton',
  'Thornbury',
  'Upperdale',
  'Valemont',
  'Westmoor',
  'Yarrowby',
  'Ashgrove',
  'Bluewater',
  'Coldharbour',
  'Drayfield',
  'Eastvale',
  'Foxley',
  'Greywick',
  'Highcliff',
  'Kingsreach',
  'Lowmarsh',
  'Millbrook',
  'Newhaven Cross',
  'Oldcastle',
  'Portmere',
  'Riverton',
  'Stonebridge',
];

const NICKNAMES: Record<TeamStyle, readonly string[]> = {
  cricket: [
    'Strikers',
    'Royals',
    'Titans',
    'Chargers',
    'Warriors',
    'Falcons',
    'Panthers',
    'Knights',
    'Gladiators',
    'Hurricanes',
    'Riders',
    'Tuskers',
    'Sixers',
    'Lions',
  ],
  football: [
    'United',
    'City',
    'Rovers',
    'Athletic',
    'Wanderers',
    'Albion',
    'Town',
    'Harriers',
    'Rangers',
    'FC',
    'Dynamo',
    'Sporting',
    'Olympic',
    'Villa',
  ],
  court: [
    'Hawks',
    'Comets',
    'Bison',
    'Storm',
    'Foxes',
    'Giants',
    'Mariners',
    'Vipers',
    'Owls',
    'Thunder',
    'Raptors',
    'Stallions',
    'Wolves',
    'Bears',
  ],
  esports: [
    'Nova',
    'Vortex',
    'Eclipse',
    'Phantom',
    'Zenith',
    'Pulse',
    'Apex',
    'Havoc',
    'Quantum',
    'Rogue',
    'Cipher',
    'Onyx',
    'Helix',
    'Nimbus',
  ],
};

export type TeamStyle = 'cricket' | 'football' | 'court' | 'esports';

const FIRST_INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY';
const SURNAMES = [
  'Varga',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Castellano',
  'Brennan',
  'Novak',
  'Haddad',
  'Takeda',
  'Ferreira',
  'Kowalczyk',
  'Adeyemi',
  'Petrov',
  'Sandoval',
  'Quinlan',
  'Rahman',
  'Iversen',
  'Delacroix',
  'Ndlovu',
  'Halvorsen',
  'Kaur',
  'Yilmaz',
  'Duarte',
  'Marchetti',
  'Sato',
  'Oyelaran',
  'Vance',
  'Thorne',
  'Ashby',
  'Bakker',
  'Costa',
  'Dragan',
  'Eriksen',
  'Fonseca',
  'Greco',
  'Hollis',
  'Ibarra',
  'Jansen',
  'Kimura',
  'Laine',
  'Mendez',
  'Nakamura',
  'Olsen',
  'Pryce',
  'Quiroga',
  'Rossi',
  'Sorensen',
  'Tanaka',
  'Ulrich',
  'Voss',
];

const HORSE_A = [
  'Silver',
  'Golden',
  'Midnight',
  'Northern',
  'Royal',
  'Wild',
  'Quiet',
  'Lucky',
  'Brave',
  'Crimson',
  'Misty',
  'Rapid',
  'Secret',
  'Noble',
  'Dancing',
  'Iron',
  'Velvet',
  'Copper',
];
const HORSE_B = [
  'Arrow',
  'Harbour',
  'Legend',
  'Whisper',
  'Spirit',
  'Comet',
  'Lady',
  'Prince',
  'Storm',
  'Echo',
  'Glory',
  'Ranger',
  'Meadow',
  'Flame',
  'Voyage',
  'Charm',
  'Sonnet',
  'Banner',
];
const DOG_A = [
  'Swift',
  'Jumping',
  'Sunny',
  'Clover',
  'Rocky',
  'Bold',
  'Tiny',
  'Smokey',
  'Flying',
  'Happy',
  'Sharp',
  'Lively',
];
const DOG_B = [
  'Jack',
  'Rocket',
  'Flyer',
  'Blue',
  'Dash',
  'Pepper',
  'Rebel',
  'Bandit',
  'Biscuit',
  'Ziggy',
  'Bolt',
  'Maisie',
];

export const VENUES: Record<string, readonly string[]> = {
  GB: ['Ashbury Park', 'Kingsmead Downs', 'Harrowfield', 'Thornbury Vale', 'Westmoor'],
  IE: ['Glenhollow', 'Dunmere', 'Larkspur Cross', 'Oldcastle Park'],
  FR: ['Valemont', 'Saint-Aubry', 'Montclaire'],
  AU: ['Riverton', 'Bluewater Bay', 'Kestrel Point', 'Juniper Flats'],
  US: ['Pennwick Downs', 'Silverton Park', 'Redport Meadows'],
  ZA: ['Highcliff', 'Portmere', 'Greywick'],
  NZ: ['Eastvale', 'Foxley'],
  AE: ['Al Qasr Sands'],
};

const PARTIES = [
  'Unity Party',
  'Reform Movement',
  "People's Coalition",
  'Centre Forward',
  'Green Future',
  'Independents',
  'Liberty League',
  'Workers Alliance',
];
const COUNTRIES = ['Veloria', 'Northmark', 'Castavia', 'Ostreland', 'Meridia', 'Kaldonia'];

/** Distinct names drawn from a generator (gives up after many tries and numbers the rest). */
export function uniqueNames(rng: Rng, count: number, make: (rng: Rng) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const n = make(rng);
    if (!seen.has(n)) {
      seen.add(n);
      out.push(n);
    }
  }
  while (out.length < count) out.push(`Runner ${out.length + 1}`);
  return out;
}

export function teamName(rng: Rng, style: TeamStyle): string {
  return `${rng.pick(PLACES)} ${rng.pick(NICKNAMES[style])}`;
}

export function personName(rng: Rng): string {
  return `${FIRST_INITIALS.charAt(rng.int(0, FIRST_INITIALS.length - 1))}. ${rng.pick(SURNAMES)}`;
}

export function horseName(rng: Rng): string {
  return `${rng.pick(HORSE_A)} ${rng.pick(HORSE_B)}`;
}

export function greyhoundName(rng: Rng): string {
  return `${rng.pick(DOG_A)} ${rng.pick(DOG_B)}`;
}

export function partyName(rng: Rng): string {
  return rng.pick(PARTIES);
}

export function countryName(rng: Rng): string {
  return rng.pick(COUNTRIES);
}

export function placeName(rng: Rng): string {
  return rng.pick(PLACES);
}

/** A green "In-Play" mark with a dot (the text carries the meaning, not the colour). */
export function InPlayMark() {
  return <span className="bl-inplay">In-Play</span>;
}

const BADGES = {
  tv: { text: 'TV', title: 'Live TV' },
  bookmaker: { text: 'BM', title: 'Bookmaker' },
  fancy: { text: 'F', title: 'Fancy' },
} as const;

/** The small TV / bookmaker / fancy markers of a list row. */
export function Badge({ kind }: { kind: keyof typeof BADGES }) {
  const { text, title } = BADGES[kind];
  return (
    <abbr className="bl-badge" title={title}>
      {text}
    </abbr>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside running text: underlined, so it doesn't rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ color: '#0b2b3c', fontWeight: 700, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

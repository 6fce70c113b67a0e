import type { ReactNode } from 'react';
import { Link } from '@backlay/shared/router';

/** A link inside running text: underlined, so it doesn't rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ color: '#0b2b3c', fontWeight: 700, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

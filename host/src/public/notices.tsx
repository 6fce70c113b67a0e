import type { ReactNode } from 'react';
import { HttpError } from '@backlay/shared/http';

/** Router state that carries a message to the login form, e.g. why the verify step sent the player back. */
export interface LoginNoticeState {
  loginNotice: string;
}

export function loginNoticeState(message: string): LoginNoticeState {
  return { loginNotice: message };
}

/** The message a navigation to /login carries, if any. */
export function loginNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  const { loginNotice } = state;
  return typeof loginNotice === 'string' && loginNotice.trim() !== '' ? loginNotice : null;
}

/**
 * The API's own words when it refuses for too many attempts (429): they say how long to wait, so
 * the page keeps them on screen after the toast has gone.
 */
export function lockOutMessage(error: unknown): string | null {
  return error instanceof HttpError && error.status === 429 ? error.message : null;
}

const NOTICE_STYLE = {
  background: '#fef2f2',
  color: '#991919',
  border: '1px solid #fecaca',
  borderRadius: 6,
  padding: '8px 12px',
  fontSize: 14,
  lineHeight: 1.5,
  textAlign: 'start',
} as const;

/**
 * A message on a public page that stays until the player acts again. Plain styles: it shows on the
 * login page, which has no design system, and on the verify page, which has one.
 */
export function Notice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" style={NOTICE_STYLE}>
      {children}
    </div>
  );
}

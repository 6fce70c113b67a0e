import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
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

/** A message on a public page that stays until the player acts again. */
export function Notice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box
      id={id}
      role="alert"
      bg="red.50"
      color="red.700"
      border="1px solid"
      borderColor="red.200"
      borderRadius="md"
      px={3}
      py={2}
      fontSize="sm"
      textAlign="start"
    >
      {children}
    </Box>
  );
}

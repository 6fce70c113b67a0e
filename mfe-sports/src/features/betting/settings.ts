/**
 * The player's bet settings (one-click betting and its stake, the slip's confirm step), kept on
 * the server so every device bets the same way. A change shows at once and is undone, with a
 * message, if the server refuses it.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetSettings, BetSettingsUpdate } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { betSettingsQuery, updateBetSettingsMutation } from '@backlay/shared/query';
import { messageOf } from './outcomes.js';

/** The settings, or undefined until they have loaded (the page then bets through the slip). */
export function useBetSettings(): BetSettings | undefined {
  const host = useHost();
  return useQuery(betSettingsQuery(host.http, { silent: true })).data;
}

export const NOT_SAVED = 'Your bet setting was not saved. Please try again.';

export function useSaveBetSettings(): (change: BetSettingsUpdate) => void {
  const host = useHost();
  const client = useQueryClient();
  const { mutate } = useMutation(updateBetSettingsMutation(host.http, client, { silent: true }));
  return useCallback(
    (change: BetSettingsUpdate) =>
      mutate(change, {
        onError: (error) => {
          const said = error instanceof HttpError ? messageOf(error.body) : null;
          host.toast.show(said ?? NOT_SAVED, 'error');
        },
      }),
    [mutate, host],
  );
}

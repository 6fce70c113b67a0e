/**
 * The one-click switch above a fixture's markets, with the stake it places (one of the player's
 * Game button values). Both are the player's bet settings, saved on the server.
 */
import { memo, useId, useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { useObservable } from '@backlay/shared/ui';
import { PlainButton } from '../../ui/PlainButton.js';
import { formatAmount } from './money.js';
import { useBetSettings, useSaveBetSettings } from './settings.js';
import { stakeButtons } from './stakeButtons.js';

export const OneClickBar = memo(function OneClickBar() {
  const host = useHost();
  const profile = useObservable(host.profile$, null);
  const buttons = useMemo(() => stakeButtons(profile), [profile]);
  const settings = useBetSettings();
  const save = useSaveBetSettings();
  const noteId = useId();
  // Until the settings have loaded the bar shows "off" (same height: nothing moves when they come).
  const loaded = settings !== undefined;
  const on = settings?.oneClick ?? false;
  const stake = settings?.oneClickStake ?? null;
  // Turning it on uses the stake chosen before, or the smallest button value.
  const firstStake = stake ?? buttons[0]?.value ?? null;
  const toggle = (value: boolean) => {
    if (!value) save({ oneClick: false });
    else if (firstStake !== null) save({ oneClick: true, oneClickStake: firstStake });
  };

  return (
    <Box
      role="group"
      aria-label="One-click betting"
      data-testid="one-click"
      data-on={on}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      columnGap={3}
      rowGap={1.5}
      mb={3}
      px={{ base: 2.5, md: 3 }}
      py={2}
      bg={on ? '#fff4d6' : 'white'}
      border="1px solid"
      borderColor={on ? '#c98a00' : 'gray.300'}
      borderRadius="md"
      fontSize="13px"
    >
      <Box as="label" display="flex" alignItems="center" gap={1.5} fontWeight="700" cursor="pointer">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => toggle(e.currentTarget.checked)}
          disabled={!loaded || (!on && firstStake === null)}
          aria-describedby={noteId}
        />
        One-click betting
      </Box>
      {on ? (
        <Box role="group" aria-label="One-click stake" display="flex" flexWrap="wrap" gap={1.5}>
          {buttons.map((b) => {
            const chosen = b.value === stake;
            return (
              <PlainButton
                key={b.label}
                type="button"
                aria-pressed={chosen}
                onClick={() => save({ oneClickStake: b.value })}
                minW="48px"
                h="30px"
                px={2}
                borderRadius="sm"
                border="1px solid"
                borderColor="#0b2b3c"
                bg={chosen ? '#0b2b3c' : 'white'}
                color={chosen ? 'white' : '#0b2b3c'}
                fontWeight="700"
              >
                {b.label}
              </PlainButton>
            );
          })}
        </Box>
      ) : null}
      <Box id={noteId} flexBasis="100%" color="gray.800" data-testid="one-click-note">
        {on && stake !== null
          ? `One-click is on: a price click places a bet of ${formatAmount(stake)} at once.`
          : loaded && firstStake === null
            ? 'Set your Game button values to choose a one-click stake.'
            : 'A price click opens the bet slip.'}
      </Box>
    </Box>
  );
});

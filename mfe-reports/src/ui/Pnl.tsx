import { Box } from '@chakra-ui/react/box';
import { formatProfitLoss, profitLossTone } from './format.js';

const TONE_COLOURS = { up: 'green.700', down: 'red.600', flat: 'inherit' } as const;

/** A profit or loss: its sign is always written ("+150.00", "−40.00"); green and red only add to it. */
export function Pnl({ units }: { units: number }) {
  const tone = profitLossTone(units);
  return (
    <Box as="span" color={TONE_COLOURS[tone]} fontWeight="600" whiteSpace="nowrap" data-tone={tone}>
      {formatProfitLoss(units)}
    </Box>
  );
}

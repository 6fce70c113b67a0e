import { Box } from '@chakra-ui/react/box';
import { TEST_IDS } from '@backlay/shared/testing/ids';

/** The strip's height, kept while the profile that carries the notice is on its way. */
const STRIP = { bg: '#072231', h: '24px', py: '3px', fontSize: '13px', lineHeight: '18px' } as const;

/**
 * The operator's notice, scrolling, starting 300 px in (spec section 2). Rendered as text, never
 * HTML. Until the profile has arrived (`pending`) its strip holds the place, so the page below does
 * not jump when the notice appears.
 */
export function Marquee({ text, pending = false }: { text: string; pending?: boolean }) {
  if (pending) return <Box {...STRIP} aria-hidden="true" data-testid={TEST_IDS.marqueePending} />;
  if (!text) return null;
  return (
    <Box {...STRIP} color="#f7d774" overflow="hidden" whiteSpace="nowrap" aria-label="Notice">
      <Box
        as="p"
        data-testid={TEST_IDS.marquee}
        display="inline-block"
        ml="300px"
        css={{
          animation: 'bl-marquee 22s linear infinite',
          '@keyframes bl-marquee': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          '&:hover': { animationPlayState: 'paused' },
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

import { Box } from '@chakra-ui/react/box';
import { TEST_IDS } from '@backlay/shared/testing';

/** The operator's notice, scrolling, starting 300 px in (spec section 2). Rendered as text, never HTML. */
export function Marquee({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Box
      bg="#072231"
      color="#f7d774"
      fontSize="13px"
      overflow="hidden"
      whiteSpace="nowrap"
      py="3px"
      aria-label="Notice"
    >
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

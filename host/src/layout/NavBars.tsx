import { NavLink } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { OTHERS, RACING_SPORTS, TOP_BAR, type NavEntry } from './navigation.js';
import { useExpert } from './useExpert.js';

/** Blinking text, still (and marked) for those who ask for less motion. */
const blinking = (to: string) => ({
  animation: 'bl-blink 1s steps(2, start) infinite',
  '@keyframes bl-blink': { to: { color: to } },
  fontWeight: 700,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', color: to },
});

/** Only the app's own pages are linked from a tab the API names. */
const isOwnPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The operator's blinking tabs (GET /expert/blinkingTabs, kept live by the expert socket): after
 * the fixed entries, so their arrival moves nothing on the page.
 */
function BlinkingTabs() {
  const expert = useExpert();
  const tabs = (expert?.blinkingTabs ?? []).filter((t) => isOwnPath(t.link));
  return (
    <>
      {tabs.map((t) => (
        <li key={t.id} data-testid={TEST_IDS.blinkingTab}>
          <Box
            asChild
            display="block"
            px={{ base: 3, xl: 4 }}
            py={2}
            color="white"
            fontSize="14px"
            whiteSpace="nowrap"
            css={{ ...blinking('#ffd166'), '&.active': { background: 'rgba(0,0,0,.22)' } }}
          >
            <NavLink to={t.link}>{t.name}</NavLink>
          </Box>
        </li>
      ))}
    </>
  );
}

/** The mobile toggle of the sidebar (All Sports and the other groups); the sidebar is always shown on desktop. */
export interface SportsMenuToggle {
  open: boolean;
  onToggle: () => void;
  /** Id of the element the toggle shows and hides. */
  controls: string;
}

export function TopBar({ sportsMenu }: { sportsMenu?: SportsMenuToggle }) {
  return (
    <Box
      as="nav"
      aria-label="Sports"
      bg="brand.solid"
      data-testid={TEST_IDS.topBar}
      overflowX="auto"
      css={{ scrollbarWidth: 'none' }}
    >
      <Box as="ul" display="flex" m={0} p={0} css={{ listStyle: 'none' }}>
        {sportsMenu ? (
          <Box as="li" hideFrom="xl">
            <Box
              as="button"
              onClick={sportsMenu.onToggle}
              aria-expanded={sportsMenu.open}
              aria-controls={sportsMenu.controls}
              display="flex"
              alignItems="center"
              gap={1.5}
              h="100%"
              px={3}
              py={2}
              bg={sportsMenu.open ? 'rgba(0,0,0,.22)' : 'transparent'}
              border={0}
              color="white"
              fontSize="14px"
              fontWeight="600"
              whiteSpace="nowrap"
              cursor="pointer"
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="M1 3h12M1 7h12M1 11h12" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              Sports
            </Box>
          </Box>
        ) : null}
        {TOP_BAR.map((e) => (
          <li key={e.label}>
            <Box
              asChild
              display="block"
              px={{ base: 3, xl: 4 }}
              py={2}
              color="white"
              fontSize="14px"
              fontWeight="600"
              whiteSpace="nowrap"
              css={{ '&.active': { background: 'rgba(0,0,0,.22)' } }}
            >
              <NavLink to={e.to}>{e.label}</NavLink>
            </Box>
          </li>
        ))}
        <BlinkingTabs />
      </Box>
    </Box>
  );
}

function Group({ title, entries }: { title: string; entries: NavEntry[] }) {
  return (
    <Box as="section" mb={3}>
      <Box
        as="h2"
        bg="#0b2b3c"
        color="white"
        px={3}
        py={2}
        fontSize="13px"
        fontWeight="700"
        textTransform="uppercase"
        letterSpacing="0.04em"
      >
        {title}
      </Box>
      <Box as="ul" m={0} p={0} css={{ listStyle: 'none' }}>
        {entries.map((e) => (
          <li key={e.label}>
            <Box
              asChild
              display="block"
              px={3}
              py={2}
              fontSize="14px"
              color="#1d2730"
              borderBottom="1px solid #e3e8ec"
              _hover={{ bg: '#f1f5f8' }}
              css={e.blink ? blinking('#c0392b') : undefined}
            >
              <NavLink to={e.to}>{e.label}</NavLink>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The sidebar (spec section 2): Racing Sports, Others, then what the layout adds (the All Sports tree). */
export function Sidebar({ children }: { children?: React.ReactNode }) {
  return (
    <Box
      as="aside"
      aria-label="Sections"
      data-testid={TEST_IDS.sidebar}
      bg="white"
      borderRight="1px solid #dde3e8"
      minH="100%"
    >
      <Group title="Racing Sports" entries={RACING_SPORTS} />
      <Group title="Others" entries={OTHERS} />
      {children}
    </Box>
  );
}

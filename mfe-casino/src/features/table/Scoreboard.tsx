import { memo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { CardScoreboard } from '@backlay/shared/cards';

const Th = chakra('th');

/** The simulated innings of the cricket tables (superover, cricketv3, cmatch20). */
export const Scoreboard = memo(function Scoreboard({ board }: { board: CardScoreboard }) {
  return (
    <Box
      as="section"
      aria-label="Scoreboard"
      data-testid="scoreboard"
      bg="#0b2b3c"
      color="white"
      px={3}
      py={2}
      fontSize="13px"
    >
      <Box as="table" w="100%" borderCollapse="collapse" fontVariantNumeric="tabular-nums" color="white">
        <tbody>
          {board.teams.map((team, i) => (
            <tr key={team.name} aria-current={board.batting === i ? 'true' : undefined}>
              <Th scope="row" textAlign="left" fontWeight="700" py={0.5} color="inherit">
                {team.name}
                {board.batting === i ? (
                  <Box as="span" ml={1.5} fontSize="11px" color="#f2b134">
                    batting
                  </Box>
                ) : null}
              </Th>
              <Box as="td" textAlign="right" fontWeight="800" color="inherit">
                {team.runs}/{team.wickets}
              </Box>
              <Box as="td" textAlign="right" pl={3} color="#cbd5e1">
                ({team.overs} ov)
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {board.lastBalls.length > 0 ? (
        <Box display="flex" gap={1} mt={1.5} flexWrap="wrap" aria-label="This over">
          {board.lastBalls.map((ball, i) => (
            <Box
              as="span"
              key={`${i}-${ball}`}
              minW="24px"
              h="24px"
              px={1}
              borderRadius="full"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              fontSize="12px"
              fontWeight="800"
              bg={ball === 'W' ? '#c0262d' : ball === '4' || ball === '6' ? '#0f7a35' : '#ffffff'}
              color={ball === 'W' || ball === '4' || ball === '6' ? 'white' : '#0b2b3c'}
            >
              {ball}
            </Box>
          ))}
        </Box>
      ) : null}
      {board.status ? (
        <Box mt={1.5} fontWeight="700" color="#f2b134">
          {board.status}
        </Box>
      ) : null}
    </Box>
  );
});

import dayjs from 'dayjs';
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { useProtectionHistory } from './protection.js';
import { HISTORY_FORMAT } from './protectionText.js';
import { Section } from './Section.js';
import { LoadFailed } from '../../ui/LoadFailed.js';

/** The protection changes and limit refusals, newest first (as the server lists them). */
export function HistorySection() {
  const history = useProtectionHistory();
  let body;
  if (history.data) {
    body =
      history.data.length === 0 ? (
        <Box fontSize="sm" color="#5b6670">
          No changes yet.
        </Box>
      ) : (
        <Box as="ol" m={0} p={0} css={{ listStyle: 'none' }}>
          {history.data.map((event, index) => (
            <Box
              as="li"
              key={`${event.at}-${index}`}
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '170px minmax(0, 1fr)' }}
              gap={{ base: 0, md: 3 }}
              py={2}
              borderBottom="1px solid #eef1f3"
              fontSize="sm"
            >
              <Box asChild color="#5b6670" fontVariantNumeric="tabular-nums">
                <time dateTime={event.at}>{dayjs(event.at).format(HISTORY_FORMAT)}</time>
              </Box>
              <Box overflowWrap="anywhere">{event.message}</Box>
            </Box>
          ))}
        </Box>
      );
  } else if (history.isError && !history.isFetching) {
    body = <LoadFailed onRetry={() => void history.refetch()}>The history could not be loaded.</LoadFailed>;
  } else {
    body = <Spinner size="sm" color="brand.solid" aria-label="Loading the history" />;
  }
  return (
    <Section id="protection-history" title="History">
      {body}
    </Section>
  );
}

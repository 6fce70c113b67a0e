import { Box } from '@chakra-ui/react/box';
import { Link } from '@backlay/shared/router';
import { cardTable, judgementSelectionId } from '@backlay/shared/cards';
import { Notice, Page } from '../../ui/Page.js';
import { TableScreen } from './TableScreen.js';

/** What a link to a table that does not exist shows. */
export function TableNotFound({ code }: { code: string }) {
  return (
    <Page label="Table not found">
      <Notice>
        <Box as="h1" m={0} mb={2} fontSize="18px" fontWeight="800" color="gray.900">
          There is no table “{code}”
        </Box>
        <Box as="p" m={0}>
          It may have been renamed or closed.{' '}
          <Link to="/casino" style={{ color: '#0b2b3c', fontWeight: 700, textDecoration: 'underline' }}>
            See all casino tables
          </Link>
        </Box>
      </Notice>
    </Page>
  );
}

/** The page of one table code: its definition from the registry, or a not-found notice. */
export function TablePage({ code }: { code: string }) {
  const def = cardTable(code);
  if (!def) return <TableNotFound code={code} />;
  // Keyed by code: another table is a new screen (its own round, slip and P/L).
  return (
    <TableScreen key={def.code} def={def} judgementEncoder={def.family === 'judgement' ? judgementSelectionId : null} />
  );
}

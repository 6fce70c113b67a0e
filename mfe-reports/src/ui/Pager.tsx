import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { REPORT_TEST_IDS } from '../testIds.js';

/** How many pages `count` rows fill at `pageSize` a page (at least 1). */
export function pageCountOf(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, e.g. "Account statement pages". */
  label?: string;
}

/**
 * Previous / "Page 2 of 5" / Next. Nothing is rendered for a single page, unless the URL asked for a
 * page past the end, so the player can still step back.
 */
export function Pager({ page, pageCount, onPageChange, label = 'Pages' }: PagerProps) {
  if (pageCount <= 1 && page <= 1) return null;
  const last = Math.max(pageCount, 1);
  return (
    <Box
      as="nav"
      aria-label={label}
      data-testid={REPORT_TEST_IDS.pager}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap={3}
      mt={4}
      flexWrap="wrap"
    >
      <Button size="sm" variant="outline" onClick={() => onPageChange(Math.min(page - 1, last))} disabled={page <= 1}>
        <span aria-hidden="true">‹</span> Previous
      </Button>
      <Box aria-live="polite" aria-atomic="true" fontSize="sm" minW="96px" textAlign="center">
        Page {page} of {last}
      </Box>
      <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= last}>
        Next <span aria-hidden="true">›</span>
      </Button>
    </Box>
  );
}

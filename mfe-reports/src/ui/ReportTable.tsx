/**
 * A report's rows: a real table on desktop; at 1199 px and below (the app's phone breakpoint) the
 * same elements are restyled into one card per row, each cell led by its column's name. One
 * component tree, CSS only. The roles are written out because `display: block` on table elements
 * makes some browsers drop their table semantics.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { REPORT_TEST_IDS, reportRowTestId } from '../testIds.js';

/** The app's phone layout (spec section 9: width at most 1199 px). */
export const PHONE_MEDIA = '@media (max-width: 1199px)';

export interface ReportColumn<Row> {
  /** Unique within the table. */
  key: string;
  /** Column header; also the label of the cell on a phone card ('' for none, e.g. a button). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts. */
  align?: 'start' | 'end';
}

export interface ReportTableProps<Row> {
  /** The table's name for assistive technology (a visually hidden caption). */
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row under the rows: content per column key. */
  footer?: Partial<Record<string, ReactNode>>;
  /** On the table body (default `report-rows`). */
  testId?: string;
  /** Per row (default `report-row-<key>`). */
  rowTestId?: (key: string) => string;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const TABLE_CSS = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    padding: '8px 10px',
    borderBottom: '1px solid',
    borderColor: 'gray.200',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& thead th': { bg: 'gray.100', fontWeight: 700, whiteSpace: 'nowrap', color: 'gray.800' },
  '& [data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody tr:hover': { bg: 'gray.50' },
  '& tfoot td': { fontWeight: 700, bg: 'gray.50', borderTop: '2px solid', borderTopColor: 'gray.300' },
  [PHONE_MEDIA]: {
    '& thead': VISUALLY_HIDDEN,
    '&, & tbody, & tfoot, & tr, & td': { display: 'block', width: '100%' },
    '& tr': {
      border: '1px solid',
      borderColor: 'gray.200',
      borderRadius: 'md',
      marginBottom: '8px',
      padding: '6px 8px',
      bg: 'white',
    },
    '& tbody tr:hover': { bg: 'white' },
    '& td, & tfoot td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '12px',
      border: 'none',
      padding: '3px 0',
      textAlign: 'end',
      overflowWrap: 'anywhere',
      bg: 'transparent',
    },
    '& td::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      color: 'gray.600',
      textAlign: 'start',
      flexShrink: 0,
    },
    // A cell's content may shrink below its longest word (round ids), so it wraps inside the card.
    '& td > *': { minWidth: 0, overflowWrap: 'anywhere' },
    '& td[data-label=""]::before': { content: 'none' },
    '& td[data-label=""]': { justifyContent: 'flex-end' },
    '& tfoot td:empty': { display: 'none' },
  },
} as const;

export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  testId = REPORT_TEST_IDS.rows,
  rowTestId = reportRowTestId,
}: ReportTableProps<Row>) {
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the
     table roles are not redundant here: the phone layout sets display: block on these elements, which makes
     some browsers drop their implicit table semantics, so the roles are written out (see the file comment) */
  return (
    <Box overflowX="auto" css={{ [PHONE_MEDIA]: { overflowX: 'visible' } }}>
      <Box as="table" role="table" css={TABLE_CSS}>
        <Box as="caption" css={VISUALLY_HIDDEN}>
          {caption}
        </Box>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" data-testid={testId}>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} role="row" data-testid={rowTestId(key)}>
                {columns.map((column) => (
                  <td key={column.key} role="cell" data-label={column.header} data-align={column.align ?? 'start'}>
                    {/* One box per cell, so a phone card lays out label | content whatever the content is. */}
                    <div>{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {footer ? (
          <tfoot role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={footer[column.key] === undefined ? '' : column.header}
                  data-align={column.align ?? 'start'}
                >
                  {footer[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </Box>
    </Box>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}

import { useEffect, useId, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../testIds.js';
import { downloadCsv, toCsv, type CsvColumn } from './csv.js';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, fetchAllRows, type FetchPage } from './exportRows.js';
import { errorMessage } from './useReportQuery.js';

export interface ExportCsvButtonProps<Row> {
  /** The file's name, e.g. from csvFileName('account-statement', from, to). */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** One page of the current filter, asked for with `options.limit` rows (see ExportPageOptions). */
  fetchPage: FetchPage<Row>;
  /** Rows per request (default EXPORT_PAGE_SIZE, the API's largest page). */
  pageSize?: number;
  /** Keeps each row once even if new rows shift the pages while the export runs. */
  rowKey?: (row: Row) => string;
  /** Default EXPORT_MAX_ROWS. */
  maxRows?: number;
  disabled?: boolean;
  label?: string;
}

/**
 * Exports every row of the current filter (all pages, not only the one on screen) as CSV. Failures
 * are toasted once; an export that hits maxRows says so. The export is one query of the host's
 * QueryClient (`fetchQuery`, never cached): a second click joins nothing, leaving the page cancels it
 * through the query's signal, and a cancelled export saves and toasts nothing.
 */
export function ExportCsvButton<Row>({
  fileName,
  columns,
  fetchPage,
  pageSize = EXPORT_PAGE_SIZE,
  rowKey,
  maxRows = EXPORT_MAX_ROWS,
  disabled = false,
  label = 'Export CSV',
}: ExportCsvButtonProps<Row>) {
  const host = useHost();
  const queryClient = useQueryClient();
  const buttonId = useId();
  const [progress, setProgress] = useState<{ done: number; pages: number } | null>(null);

  useEffect(
    () => () => void queryClient.cancelQueries({ queryKey: queryKeys.csvExport(buttonId) }),
    [queryClient, buttonId],
  );

  async function run() {
    const queryKey = queryKeys.csvExport(buttonId);
    if (queryClient.isFetching({ queryKey }) > 0) return;
    setProgress({ done: 0, pages: 1 });
    try {
      const result = await queryClient.fetchQuery({
        queryKey,
        queryFn: ({ signal }) =>
          fetchAllRows(fetchPage, {
            signal,
            pageSize,
            maxRows,
            ...(rowKey ? { rowKey } : {}),
            onProgress: (done, pages) => {
              if (!signal.aborted) setProgress({ done, pages });
            },
          }),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      });
      downloadCsv(fileName, toCsv(result.rows, columns));
      if (result.truncated) {
        host.toast.show(
          `Exported the first ${result.rows.length.toLocaleString('en-US')} of ${result.total.toLocaleString('en-US')} rows. Choose fewer days to export the rest.`,
          'warning',
        );
      }
      setProgress(null);
    } catch (error) {
      if (isCancelledError(error)) return;
      host.toast.show(`The export failed: ${errorMessage(error)}`, 'error');
      setProgress(null);
    }
  }

  return (
    <Button
      data-testid={REPORT_TEST_IDS.export}
      size="sm"
      variant="outline"
      borderColor="brand.solid"
      color="brand.solid"
      onClick={() => void run()}
      disabled={disabled}
      loading={progress !== null}
      loadingText={progress && progress.pages > 1 ? `Exporting ${progress.done}/${progress.pages}…` : 'Exporting…'}
    >
      {label}
    </Button>
  );
}

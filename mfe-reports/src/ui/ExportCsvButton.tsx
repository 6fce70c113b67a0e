import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useHost } from '@backlay/shared/contract';
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
 * are toasted once; an export that hits maxRows says so.
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
  const [progress, setProgress] = useState<{ done: number; pages: number } | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  async function run() {
    if (controllerRef.current) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress({ done: 0, pages: 1 });
    try {
      const result = await fetchAllRows(fetchPage, {
        signal: controller.signal,
        pageSize,
        maxRows,
        ...(rowKey ? { rowKey } : {}),
        onProgress: (done, pages) => {
          if (!controller.signal.aborted) setProgress({ done, pages });
        },
      });
      if (controller.signal.aborted) return;
      downloadCsv(fileName, toCsv(result.rows, columns));
      if (result.truncated) {
        host.toast.show(
          `Exported the first ${result.rows.length.toLocaleString('en-US')} of ${result.total.toLocaleString('en-US')} rows. Choose fewer days to export the rest.`,
          'warning',
        );
      }
    } catch (error) {
      if (!controller.signal.aborted) host.toast.show(`The export failed: ${errorMessage(error)}`, 'error');
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      if (!controller.signal.aborted) setProgress(null);
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

/**
 * The report kit: what every report page of this remote is built from. Import from here.
 */
export { ReportPage, type ReportPageProps } from './ReportPage.js';
export {
  REPORT_LINKS,
  STATEMENT_PAGE_SIZE,
  CURRENT_BETS_PAGE_SIZE,
  type ReportId,
  type ReportLink,
} from './reports.js';
export { useUrlFilters, PAGE_PARAM, type UrlFilters, type FilterValues, type FilterGuards } from './useUrlFilters.js';
export { DateRangeFields, type DateRangeFieldsProps } from './DateRangeFields.js';
export {
  DAY_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  EARLIEST_DAY,
  isDay,
  todayDay,
  lastDays,
  rangeDays,
  validateRange,
  localDayBounds,
  localTime,
  betweenFilter,
  formatDay,
  formatDateTime,
  type DateRange,
  type RangeProblem,
  type RangeLimits,
} from './dates.js';
export { SelectField, type SelectFieldProps } from './SelectField.js';
export { Pager, pageCountOf, type PagerProps } from './Pager.js';
export { ReportTable, PHONE_MEDIA, type ReportColumn, type ReportTableProps } from './ReportTable.js';
export { Totals, type TotalItem } from './Totals.js';
export { EmptyState, LoadingState, ErrorState } from './states.js';
export { ReportResult, type ReportResultProps } from './ReportResult.js';
export {
  useReportQuery,
  errorMessage,
  type ReportQuery,
  type ReportQueryStatus,
  type LoadOptions,
} from './useReportQuery.js';
export { toCsv, csvCell, csvFileName, downloadCsv, type CsvColumn, type CsvValue } from './csv.js';
export {
  fetchAllRows,
  EXPORT_PAGE_SIZE,
  EXPORT_MAX_ROWS,
  type ExportPageOptions,
  type FetchPage,
  type FetchAllOptions,
  type FetchAllResult,
} from './exportRows.js';
export { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton.js';
export { formatMoney, formatProfitLoss, profitLossTone, sumUnits, type PnlTone } from './format.js';
export { Pnl } from './Pnl.js';
export { EVENT_TYPE_OPTIONS, ALL, eventTypeLabel, isEventTypeOption, type Option } from './eventTypes.js';
export { UiRoot, withUi } from './UiRoot.js';

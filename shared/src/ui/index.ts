export { createBacklaySystem, BREAKPOINTS, type BrandTheme } from './system.js';
export { formatMoney, formatExposure, formatDate, SEARCH_DATE_FORMAT, COMPETITION_DATE_FORMAT } from './format.js';
export { createUiRoot, type BacklaySystem, type SystemProvider, type UiRootKit } from './root.js';

export { createBacklaySystem, BREAKPOINTS, DEFAULT_BRAND_THEME, type BrandTheme } from './system.js';
export { formatMoney, formatExposure, formatDate, SEARCH_DATE_FORMAT, COMPETITION_DATE_FORMAT } from './format.js';
export { createUiRoot, type BacklaySystem, type SystemProvider, type UiRootKit } from './root.js';
export { useObservable } from './useObservable.js';
export { useProgressiveCount } from './useProgressiveCount.js';
// Components over the app's own Chakra (see chakra.ts): each app builds the ones it uses.
export type { ChakraFactory } from './chakra.js';
export { createPlainButton } from './PlainButton.js';
export { createPage, type PageOptions, type PageProps, type NoticeProps } from './Page.js';
export { createAppDialog, type AppDialogProps, type DialogParts } from './AppDialog.js';
export {
  createSlipParts,
  type StakeFieldProps,
  type QuickStakesProps,
  type SlipRefusalProps,
  type SlipActionsProps,
} from './slip.js';
export { createRoundCheckParts, type CheckFieldProps } from './roundCheck.js';

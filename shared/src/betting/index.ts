/**
 * `@backlay/shared/betting`: the exchange's money math as pure functions over integer cents.
 * Rounding: per bet, half away from zero, exactly (see money.ts); sums are exact.
 */

export type {
  Side,
  SessionSide,
  OddsBet,
  RateBet,
  SessionBet,
  KhadoBet,
  MeterBet,
  DecimalFancyBet,
  BetAmounts,
  LadderRow,
  SettledBet,
  Settlement,
} from './types.js';

export {
  addCents,
  sumCents,
  mulDivRound,
  priceToHundredths,
  backProfitCents,
  rateProfitCents,
  rateToDecimal,
  decimalToRate,
  worstCaseExposure,
} from './money.js';

export type { YesNoPositions, YesNoOutcome } from './odds.js';
export {
  oddsBetAmounts,
  bookmakerBetAmounts,
  runnerPositions,
  marketExposure,
  whatIf,
  settleOdds,
  bookmakerPositions,
  bookmakerWhatIf,
  settleBookmaker,
  decimalFancyPositions,
  decimalFancyExposure,
  settleDecimalFancy,
} from './odds.js';

export {
  LADDER_PADDING_RUNS,
  TRIM_MAX_ROWS,
  TRIM_CUT_ROWS,
  METER_LADDER_SPAN,
  ladderExposure,
  sessionBetAmounts,
  sessionBetPnl,
  sessionPnlAt,
  sessionLadder,
  sessionExposure,
  settleSession,
  trimLadder,
  khadoBetAmounts,
  khadoBetPnl,
  khadoPnlAt,
  khadoLadder,
  khadoExposure,
  settleKhado,
  meterBetPnl,
  meterPnlAt,
  meterLadder,
  meterExposure,
  settleMeter,
} from './session.js';

export type { ExposureKind, MarketExposure } from './exposure.js';
export { userExposure, exposureDelta } from './exposure.js';

export type { BetValidationCode, Validation, StakeLimits, LineRate } from './slip.js';
export {
  stepPrice,
  validatePrice,
  validateStake,
  validateOddsBet,
  validateBookmakerBet,
  validateSessionBet,
  validateKhadoBet,
  validateMeterBet,
  validateDecimalFancyBet,
  acceptsPrice,
  fillPrice,
  acceptsSessionPrice,
} from './slip.js';

export type { StakeButton } from './slipChoices.js';
export {
  MAX_STAKE_BUTTONS,
  stakeButtonsOf,
  ACCEPT_BETTER_ODDS_KEY,
  readAcceptBetterOdds,
  writeAcceptBetterOdds,
} from './slipChoices.js';

export type {
  CashOutAnswer,
  CashOutBet,
  CashOutLimits,
  CashOutPrices,
  CashOutQuote,
  CashOutRefusal,
} from './cashOut.js';
export { cashOutQuote } from './cashOut.js';

export type { OfferedLevel, Fill, OrderMatch, RestingOrder, RestingFill } from './matching.js';
export { crosses, matchOrder, fillResting, positionsWithUnmatched, exposureWithUnmatched } from './matching.js';
export type { CommissionRates } from './commission.js';
export {
  MAX_COMMISSION_BP,
  DEFAULT_COMMISSION_RATES,
  commissionRateOf,
  commissionCents,
  afterCommission,
} from './commission.js';

export type { BookFamily, BookMarket, BookBet, Book } from './book.js';
export { bookFamily, betAmounts, book, settleBets, ResultMismatchError } from './book.js';

export type { BetListQuery } from './calls.js';
export {
  newIdempotencyKey,
  placeBet,
  placeOrder,
  cancelOrder,
  repriceOrder,
  orders,
  currentBets,
  placedBets,
  runAmount,
  sessionProfitLoss,
  marketPositions,
  myMarket,
  deleteRaceBets,
  profitLossReport,
  cashOut,
  commissionRates,
} from './calls.js';
export type { PnlTone } from './display.js';
export { toCents, toUnits, formatPnl, pnlTone, formatAmount, parseStake } from './display.js';

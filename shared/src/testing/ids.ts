/**
 * data-testid values shared by components and the Playwright journeys: the one part of the testing
 * entries that production code imports (`@backlay/shared/testing/ids`). The `testing` entry
 * re-exports them beside the test fakes, which production bundles must not carry.
 */
export const TEST_IDS = {
  headerBalance: 'header-balance',
  headerExposure: 'header-exposure',
  userMenu: 'user-menu',
  marquee: 'marquee',
  marqueePending: 'marquee-pending',
  offlineBanner: 'offline-banner',
  sessionExpired: 'session-expired',
  sectionUnavailable: 'section-unavailable',
  toast: 'toast',
  loginForm: 'login-form',
  demoLogin: 'demo-login',
  verifyDigits: 'verify-digits',
  searchBox: 'search-box',
  sidebar: 'sidebar',
  topBar: 'top-bar',
  blinkingTab: 'blinking-tab',
} as const;

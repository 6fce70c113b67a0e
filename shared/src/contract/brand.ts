/**
 * The colours of a brand whose config names none. A module of its own (no React, no Chakra): the
 * design system (`ui`) and the login page's static classes both read it.
 */
export const DEFAULT_BRAND_THEME = { primary: '#0b5563', accent: '#f2b134' } as const;

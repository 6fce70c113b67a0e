/**
 * Request and response schemas of the Backlay API (TypeBox), one per body, query, params and
 * response, grouped by resource. Server: fastify route schemas. Client: `Static<typeof …>` types
 * (re-exported as the named types of `@backlay/shared/api`) and form validation.
 *
 * Kept out of the Module Federation shared entries: an app bundles only the schemas it imports.
 */
export * from './common.js';
export * from './auth.js';
export * from './user.js';
export * from './listQuery.js';
export * from './content.js';
export * from './embeds.js';
export * from './casino.js';
export * from './operator.js';
export * from './system.js';
export * from './sports.js';
export * from './bets.js';
export * from './cards.js';
export * from './reports.js';
export * from './starred.js';
export * from './protection.js';

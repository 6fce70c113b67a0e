import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/**
 * A plugin whose setup is synchronous: it only declares routes and hooks. Fastify takes it in
 * callback style; an error thrown while declaring (a route declared twice, say) is handed to `done`,
 * so `app.register` rejects with it, as it would for an async plugin, instead of the error escaping
 * the plugin loader as an uncaught exception.
 */
export function routePlugin(setup: (app: FastifyInstance) => void): FastifyPluginCallback {
  return (app, _options, done) => {
    try {
      setup(app);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  };
}

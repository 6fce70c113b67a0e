// Node-only: the webpack configuration every Backlay app builds with, so the shared singletons,
// loaders and output rules are the same in the host and in every remote.
const path = require('node:path');
const { createRequire } = require('node:module');

const sharedPkg = require('../package.json');

/**
 * Chakra is not shared: a component library spread over shared modules would either load whole
 * (~300 KB gz) or hand a remote a second copy of its React contexts. Each app bundles the parts it
 * uses (tree-shaken) under its own ChakraProvider; the design system itself — tokens, recipes,
 * brand colours — comes from `@backlay/shared/ui`, and emotion is shared, so every app renders
 * with one theme and one style cache.
 */

/**
 * The contract's own entry points, shared as singletons too. `realtime-protocol` is not one of them:
 * it holds constants and types only (no module state to keep single), browser code takes it through
 * `realtime`, which re-exports it, and its one importer is the API, which webpack does not build.
 */
const SHARED_SUBPATHS = ['api', 'http', 'realtime', 'contract', 'ui', 'sports', 'betting', 'query', 'router'];

function versionOf(name) {
  const v = sharedPkg.peerDependencies[name] ?? sharedPkg.dependencies[name] ?? sharedPkg.devDependencies[name];
  if (!v) throw new Error(`No pinned version for ${name} in @backlay/shared`);
  return v;
}

/**
 * What the host builds into its entry (`eager`): the modules of every page's start, /login's
 * included. Its own start then loads them without a request or a chunk of their own (each one was a
 * script element, a request and a task in the start's critical path), and the remotes share them
 * as before. The rest load with the pages that use them.
 */
const HOST_EAGER = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@backlay/shared/router',
  '@backlay/shared/contract',
  '@backlay/shared/api',
]);

/** @param {boolean} [host] the host's build (its start's modules are eager) */
function sharedModules(host = false) {
  const single = (name, version = versionOf(name)) => ({ singleton: true, requiredVersion: version, version });
  const shared = {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    '@emotion/react': single('@emotion/react'),
    rxjs: single('rxjs'),
    dayjs: single('dayjs'),
    // One QueryClient (the host's) serves every remote: its React context must be one copy.
    '@tanstack/react-query': single('@tanstack/react-query'),
  };
  for (const sub of SHARED_SUBPATHS) {
    shared[`@backlay/shared/${sub}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    };
  }
  if (host) for (const key of HOST_EAGER) shared[key] = { ...shared[key], eager: true };
  return shared;
}

function reactRouterProduction(fromApp) {
  // react-router is react-router-dom's dependency, not the app's: resolve it from there.
  const dev = createRequire(fromApp.resolve('react-router-dom')).resolve('react-router');
  const dist = dev.slice(0, dev.lastIndexOf(`${path.sep}development${path.sep}`));
  return {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
}

/** How every build resolves the apps' sources (the browser builds and the pre-render alike). */
function resolveFor(fromApp, prod) {
  return {
    // React Router publishes its production build beside the development one without an
    // export condition for it; production bundles take the smaller, quieter one.
    alias: prod ? reactRouterProduction(fromApp) : {},
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

/** The loaders of the apps' sources and assets. */
function sourceRules(prod) {
  return {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
              target: 'es2020',
            },
          },
        },
      },
      { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
      // Three modules of Chakra: the recipes and anatomies no app uses stay out of the build, and
      // the system makes its global CSS only when asked (see the loader).
      {
        test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|anatomy|styled-system[\\/]system)\.js$/,
        use: path.join(__dirname, 'chakra-loader.cjs'),
      },
    ],
  };
}

/**
 * One Module Federation runtime per page: the host carries it and hands it to every remote, so a
 * remote's production build leaves it out (`externalRuntime`) and its entry is ~19 KB gzip lighter
 * on first use. A remote in development runs standalone, without a host, so it keeps its own.
 * Every app pins the same @module-federation/enhanced version.
 *
 * The host hands it over with the runtime plugin `provideExternalRuntime` would add, taken as its
 * ES module: the plugin option names the CommonJS file, whose runtime is a second copy beside the
 * ES one the host already runs (+24 KB gzip on every page).
 */
function federationRuntime(fromApp, host, prod) {
  if (host) {
    const enhanced = createRequire(fromApp.resolve('@module-federation/enhanced/webpack'));
    const plugin = enhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
    return { runtimePlugins: [plugin.replace(/\.cjs$/, '.js')] };
  }
  return prod ? { experiments: { externalRuntime: true } } : {};
}

/**
 * @param {object} options
 * @param {string} options.dir      the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name     federation name, e.g. 'host' or 'mfe_account'
 * @param {Record<string,string>} [options.exposes]  remotes expose './module'
 * @param {boolean} [options.host]  the host: publicPath '/', no exposes
 * @param {string} [options.title]  page title (of the host; of a remote's standalone page in development)
 */
function appConfig({ dir, name, exposes, host = false, title = 'Backlay' }) {
  // Build tools are the app's own dependencies: resolve them from the app, not from here.
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
  const TerserPlugin = fromApp('terser-webpack-plugin');
  const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
        // Entry files keep stable names (served no-cache); chunks are content-hashed and cached forever.
        filename: '[name].js',
        chunkFilename: prod ? '[id].[contenthash:8].js' : '[id].js',
      },
      resolve: resolveFor(fromApp, prod),
      module: sourceRules(prod),
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedModules(host),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...federationRuntime(fromApp, host, prod),
        }),
        // The host's page; a remote has a page of its own in development only (standalone, with
        // the dev host): its production build runs inside the host, on the host's runtime.
        ...(host || !prod
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: prod,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // The host's eager React DOM and React Router in a script of their own beside the entry
        // (startup.js, ~100 KB gzip): the browser compiles and runs each script in its own task,
        // so the page's start is two shorter tasks rather than one long one.
        ...(host && prod
          ? {
              splitChunks: {
                cacheGroups: {
                  startup: {
                    test: /[\\/]node_modules[\\/].*(react-dom|react-router)[\\/]/,
                    chunks: 'initial',
                    name: 'startup',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
      },
      // No eval-based source maps: the host's CSP forbids eval, in development too.
      devtool: prod ? false : 'cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/**
 * The build's pre-render (production only): the same sources, loaders and aliases as the browser
 * build, bundled for Node into one file in the app's node_modules/.cache (never served, never an
 * input of the build's hash). Once the browser build named `after` has written dist/, the bundle's
 * `prerender(dist)` writes the pre-rendered pages into it.
 *
 * @param {object} options
 * @param {string} options.dir    the app's folder
 * @param {string} options.entry  the module exporting `prerender(dist: string): Promise<void>`
 * @param {string} options.after  the name of the browser build it waits for
 */
function prerenderConfig({ dir, entry, after }) {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const outDir = path.join(dir, 'node_modules', '.cache', 'prerender');
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      name: 'prerender',
      dependencies: [after],
      mode: prod ? 'production' : 'development',
      context: dir,
      target: 'node20',
      entry: { prerender: entry },
      output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
      resolve: resolveFor(fromApp, prod),
      module: sourceRules(prod),
      // ws (socket.io-client's Node transport, never used while rendering) tries these optional addons.
      externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
      optimization: { minimize: false, splitChunks: false },
      plugins: [
        new (fromApp('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
        {
          apply(compiler) {
            compiler.hooks.afterEmit.tapPromise('Prerender', async () => {
              const file = path.join(outDir, 'prerender.cjs');
              delete require.cache[file];
              await require(file).prerender(path.join(dir, 'dist'));
            });
          },
        },
      ],
      devtool: false,
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/**
 * A script that runs in the page before any federated code (production only): built alone from
 * `entry` into dist/<name>.js once the browser build named `after` has written dist/. It shares
 * nothing, so it carries the little it imports (no React, no design system). A remote's first
 * screen is one (scripts/serve.mjs puts it in the page of the paths its config entry names), the
 * host's start after a first screen another.
 *
 * @param {object} options
 * @param {string} options.dir    the app's folder
 * @param {string} options.name   the script's name (and its build's)
 * @param {string} options.entry  the script's module
 * @param {string} options.after  the name of the browser build it waits for
 */
function standaloneScriptConfig({ dir, name, entry, after }) {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const TerserPlugin = fromApp('terser-webpack-plugin');
  return () => ({
    name,
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: ['web', 'es2020'],
    entry: { [name]: entry },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: resolveFor(fromApp, true),
    module: sourceRules(true),
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: false,
    },
    plugins: [new (fromApp('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
}

module.exports = { appConfig, prerenderConfig, standaloneScriptConfig, sharedModules, SHARED_SUBPATHS };

// The file next.config.ts names as `cacheHandler` when REDIS_URL is set (issue 18). Next loads it as it is, so it is
// CommonJS: it compiles the TypeScript handler with tsx's CommonJS loader and hands Next its class. Loaded as an ES
// module instead, the handler made a require() cycle in Next 16.4 (ERR_REQUIRE_CYCLE_MODULE: every page a 500).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (see above)
const { require: requireTs } = require('tsx/cjs/api');

module.exports = requireTs('./shared-cache-handler.ts', __filename).default;

// One schema for both drivers (PGlite and node-postgres). Each area keeps its tables in its own file.
export * from './core';
export * from './accounts';
export * from './shop';
export * from './commerce';
export * from './site';
export * from './content';
export * from './rate-limits';

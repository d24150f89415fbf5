import type { NextConfig } from 'next';

// The reference page of the benchmarks: one file, the same Next version, nothing of ours. bench/storefront.ts
// builds it from a copy with its own node_modules (bench/.bare-build), so it is a project of its own.
const config: NextConfig = { poweredByHeader: false, turbopack: { root: __dirname } };
export default config;

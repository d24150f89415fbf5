import type { NextConfig } from 'next';
import path from 'node:path';

// The reference page of the benchmarks: one file, the same Next version, nothing of ours.
const config: NextConfig = { poweredByHeader: false, turbopack: { root: path.join(__dirname, '../..') } };
export default config;

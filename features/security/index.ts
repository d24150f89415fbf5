// Response security policies: the per-site Content-Security-Policy and the admin panel's nonce policy (SECURITY.md).
// Used by the request gate (proxy.ts).
export { sitePolicyFor } from './site-policy';
export { adminPolicy, newNonce } from './admin-policy';

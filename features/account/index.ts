// The account feature's public surface (issue 5 §3, the personal space /mon-compte).
export { ACCOUNT_PATH, loginRedirectFor, loginUrlFor } from './login-gate';
export { ACCOUNT_MESSAGES } from './messages';

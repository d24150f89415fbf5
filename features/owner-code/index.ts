// Owner code (spec §9: GLOBAL_CSS, SCRIPT_TO_LOAD, AFTER_BODY_HTML_TO_LOAD, locks). Other features import only from here.
export { OwnerCode } from './components/owner-code';
export { ownerScript, ownerScriptOrigin, type OwnerScript } from './owner-script';
export { PageScript } from './components/page-script';

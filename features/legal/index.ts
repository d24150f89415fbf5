// The legal texts of spec §2 (cookie policy, legal notice, privacy policy, sale terms, use terms).
export { LEGAL_TEXTS, LegalPage, legalMetadata, type LegalText } from './legal-page';

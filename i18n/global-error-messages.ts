/**
 * The three strings of `app/global-error.tsx`, which must be a client component with no providers (it replaces
 * the root layout). Importing `messages/fr.json` there put the whole file (every namespace, ~30 kB, the API's
 * messages included) in the first-load script of every page: Turbopack does not tree-shake JSON, not even a named
 * import. `messages/fr.json` stays the source: `global-error-messages.test.ts` fails if these drift from it.
 */
export const globalErrorMessages = {
  title: 'Erreur',
  errorPageFailed: "Une erreur est survenue lors de l'affichage de la page d'erreur.",
  backHome: "Retour à la page d'accueil",
} as const;

// ESLint flat config: typescript-eslint, the Next.js rules (React, hooks, a11y, @next/next) and the layers of
// docs/ARCHITECTURE.md written as import rules. Prettier owns the layout: eslint-config-prettier comes last.
import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerMessage = 'See the layers in docs/ARCHITECTURE.md: app → features → components, lib, i18n, messages.';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.data/**',
      'dist/**',
      'coverage/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/.bare-build/**',
      'bench/.bare-proxy-build/**',
      'bench/.bare-route-build/**',
      'bench/bare-next/.next/**',
      'mock-api/db/migrations/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // eslint-config-next gives the TypeScript parser to .ts and .tsx only; our .mts files are TypeScript too.
    files: ['**/*.mts', '**/*.cts'],
    languageOptions: { parser: tseslint.parser },
  },
  {
    name: 'storefront/rules',
    rules: {
      // eslint-config-next lowers these two to warnings; here they fail the lint like the rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
      // React Compiler diagnostics of eslint-plugin-react-hooks 7: errors, like the rest. A value the browser alone
      // knows (storage, a cookie, the URL) is read with useSyncExternalStore and a server snapshot, a hydration flag
      // is components/form/use-hydrated.ts, and state that follows a prop or the pathname is derived, not synced.
      'react-hooks/error-boundaries': 'error',
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/refs': 'error',
      'react-hooks/static-components': 'error',
      // lucide-react's components render through its client `Icon`: from a server component each one crosses into
      // the payload with its drawing and hydrates. Icons come from components/icon, drawn as plain SVG.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['lucide-react', 'lucide-react/*'], message: 'Import icons from @/components/icon.' }] },
      ],
    },
  },
  {
    name: 'storefront/icons',
    files: ['components/icon/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    name: 'storefront/tests',
    // Tests, benchmarks and their helpers read loosely typed JSON answers on purpose.
    files: ['e2e/**', 'tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    name: 'storefront/layers',
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared layers never reach up into features or routes.
            ...['components', 'lib', 'i18n', 'messages'].map((layer) => ({
              target: `./${layer}`,
              from: ['./features', './app'],
              message: `${layer}/ imports no feature and no route. ${layerMessage}`,
            })),
            { target: './features', from: './app', message: `A feature imports no route. ${layerMessage}` },
            // A feature reaches another only through its index.ts (its door). Cycles between features are counted by
            // `npm run check:boundaries -- --strict` (in npm test) instead of import/no-cycle, which costs minutes of
            // CPU on this tree and missed the cycle the script found.
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [
                `./${feature}`,
                ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
              ],
              message: 'A feature imports another feature only through its index.ts.',
            })),
            // The platform API stands alone: it shares only lib/ and the messages with the storefront.
            {
              target: './mock-api',
              from: ['./app', './features', './components', './i18n', './server', './proxy.ts'],
              message: 'mock-api/ imports only lib/ and messages/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);

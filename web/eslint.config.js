// Flat ESLint config: typescript-eslint (type-aware), React hooks rules, and import zones that keep
// feature modules independent (STYLE.md: modules talk only through components/ui and lib).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const modules = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const moduleZones = modules.map((name) => ({
  files: [`src/modules/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // `@/modules/bim` (its entry point only) is the shared BIM viewer that every module with a bim route uses.
            group: ['@/modules/*', `!@/modules/${name}`, `!@/modules/${name}/**`, ...(name === 'bim' ? [] : ['!@/modules/bim']), '@/app/*', '@/app/**'],
            message: 'Modules may only import their own files, @/components/ui and @/lib.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/api/schema.gen.ts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Typed response helpers (`api.get<T>`) name the payload type on purpose.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // React Router loaders throw `redirect()` Responses by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowRethrowing: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'vite.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'eslint.config.js', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/modules/*', '@/app/*'], message: 'Shared code must not depend on modules or the app.' },
          ],
        },
      ],
    },
  },
  ...moduleZones,
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);

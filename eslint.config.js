// Flat config for the whole monorepo. The import rule at the bottom keeps web features
// independent of each other (docs/decisions/001: "one feature can never import another").
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

function featureZones(root) {
  if (!existsSync(root)) return [];
  const features = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: componha-as em app/ ou mova o código para components/ ou lib/.',
  }));
}

/**
 * Server modules (ADR 012): a module imports another only through its `index.ts`, and the
 * kernel (`lib/`, `plugins/`, `db/`) never imports a module.
 */
function serverModuleZones(root) {
  if (!existsSync(root)) return [];
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const throughIndex = modules.flatMap((target) =>
    modules
      .filter((other) => other !== target)
      .map((other) => ({
        target: `${root}/${target}`,
        from: `${root}/${other}`,
        except: ['./index.ts'],
        message: `Um módulo usa outro só pelo index.ts dele: importe de '../${other}/index.ts'.`,
      })),
  );
  const kernel = ['lib', 'plugins', 'db'].map((folder) => ({
    target: `${root}/../${folder}`,
    from: root,
    message: 'lib/, plugins/ e db/ ficam abaixo dos módulos e nunca importam um módulo.',
  }));
  return [...throughIndex, ...kernel];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'backups/**',
      'data/**',
      'coverage/**',
      '.tmp/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones('./apps/web/src/features') }],
      // React Router's links cost ≈ 24 µs each per render, ours a fraction (components/link.tsx).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from \'@/components/link\' (ADR 026, "Links").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // no-cycle follows imports only into files it knows how to parse.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: serverModuleZones('./apps/server/src/modules') },
      ],
      // No cycles between modules (nor inside one): each lands on the ones below it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'apps/server/build.mjs',
      'apps/web/scripts/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);

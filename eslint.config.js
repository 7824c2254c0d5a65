import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'build/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Axios loads in one place, with Node's fetch hidden from its probe (src/common/http.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/common/http.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message:
                "import axios from src/common/http.ts, which loads it without waking Node's fetch",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);

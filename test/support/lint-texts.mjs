/*
 * Lints texts as if they were files at the given paths, through the project's ESLint config (.config/eslint.config.mjs).
 * Jest's module sandbox cannot import() an ES module config, so test/unit/lint runs this in a plain Node process.
 * stdin: [{ "file": "src/ui/x.tsx", "code": "..." }, ...] with paths relative to the project root.
 * stdout: one list per text of "ruleId: message".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The rules the texts exercise read syntax and imports only, so every text is parsed without type information: the
// fakes (x.ts beside real files) are in no tsconfig, and a text at a real file's path (to close an import cycle) would
// otherwise build the whole project's program (some 8 s).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, '.config/eslint.config.mjs'),
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      // typescript-eslint's own switch for the rules that need type information.
      rules: {
        ...tseslint.configs.disableTypeChecked.rules,
        '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      },
    },
  ],
});

let input = '';
for await (const chunk of process.stdin) input += chunk;

const reports = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  reports.push(result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`));
}
process.stdout.write(JSON.stringify(reports));

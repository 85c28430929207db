/*
 * Lints texts as if they were files at the given paths, through the project's ESLint config (.config/eslint.config.mjs).
 * Jest's module sandbox cannot import() an ES module config, so test/unit/lint runs this in a plain Node process.
 * stdin: [{ "file": "src/ui/x.tsx", "code": "..." }, ...] with paths relative to the project root.
 * stdout: one list per text of "ruleId: message".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The fakes' paths (x.ts beside real files) are in no tsconfig: the type-aware rules read them in a default project.
const fakes = ['src/*/x.ts', 'src/*/x.tsx', 'src/features/*/x.ts'];
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, '.config/eslint.config.mjs'),
  overrideConfig: [
    {
      files: ['src/**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: { allowDefaultProject: fakes }, tsconfigRootDir: root } },
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

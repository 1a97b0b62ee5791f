import { ESLint } from 'eslint';

// The lint rule that keeps tools apart (eslint.config.mjs): a file in one tool folder may import its own
// folder, src/lib and src/components/kit, never another tool's folder.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('tool boundaries', () => {
  it('rejects an import from another tool folder, by alias or by relative path', async () => {
    const code = [
      "import { buildJsonTree } from '@/tools/json-viewer/json-viewer.core';",
      "import { formatJson } from '../json-formatter/json-formatter.core';",
      'export const both = [buildJsonTree, formatJson];',
      '',
    ].join('\n');
    const errors = await boundaryErrors(code, 'src/tools/json-minify/probe.ts');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/A tool may not import another tool: move the shared code to src\/lib or src\/components\/kit/);
  }, 60_000);

  it('allows the tool itself, src/lib and the kit', async () => {
    const code = [
      "import { minifyJson } from '@/lib/json';",
      "import { TransformTool } from '@/components/kit/TransformTool';",
      "import { buildJsonTree } from './json-viewer.core';",
      'export const parts = [minifyJson, TransformTool, buildJsonTree];',
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'src/tools/json-viewer/probe.ts')).toEqual([]);
  }, 60_000);
});

import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

// @devbench/cli is ready to publish: its bundle imports only packages its package.json lists, at the
// versions the site pins (`node scripts/build-cli.mjs --write-deps` rewrites the list).
const root = fileURLToPath(new URL('../..', import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

it('the CLI package lists every package its bundle imports, at the pinned versions', async () => {
  const { importedPackages } = (await import(`${root}scripts/cli-packages.mjs`)) as { importedPackages(meta: unknown): string[] };
  const imported = importedPackages(json('packages/cli/dist/meta.json')).filter((name) => !builtinModules.includes(name));
  const rootPkg = json('package.json');
  const pinned = { ...rootPkg.devDependencies, ...rootPkg.dependencies } as Record<string, string>;
  const cli = json('packages/cli/package.json');
  expect(Object.keys(cli.dependencies).sort()).toEqual(imported);
  for (const name of imported) expect(cli.dependencies[name], name).toBe(pinned[name]);
  expect(cli.bin).toEqual({ devbench: 'bin/devbench.mjs' });
});

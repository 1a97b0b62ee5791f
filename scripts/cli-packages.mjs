// Which npm packages the devbench CLI's bundle imports (scripts/build-cli.mjs writes the metafile).
/** The npm packages the bundle imports (node: built-ins aside), by package name. */
export function importedPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external || imp.path.startsWith('node:') || imp.path.startsWith('.')) continue;
      const parts = imp.path.split('/');
      names.add(imp.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

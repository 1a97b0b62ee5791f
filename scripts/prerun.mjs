// Tool preruns (src/lib/prerun.ts): each module the registry names (`prerun`) is bundled by Rolldown into one
// minified classic script, and postbuild puts it into the tool's exported page, inside the empty
// <script data-prerun="<slug>"> the page rendered right after the tool. Written into the HTML only, not through
// React, so the page's flight data does not carry the code a second time. (`next dev` has no preruns: the tools
// make their first result themselves when they mount, as they do whenever a prerun did not run.)
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

/** One prerun module (a path under src/tools, without extension) as a script, safe between <script> and </script>. */
export async function bundlePrerun(module) {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(`../src/tools/${module}.ts`, import.meta.url)),
    platform: 'browser',
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    if (/<\/script|<!--/i.test(code)) throw new Error(`prerun: ${module} contains "</script" or "<!--"`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** Every tool's prerun, bundled: slug → script. */
export async function bundlePreruns(tools) {
  const scripts = new Map();
  for (const t of tools) if (t.prerun) scripts.set(t.slug, await bundlePrerun(t.prerun));
  return scripts;
}

const placeholder = /<script data-prerun="([^"]+)"><\/script>/g;

/** The page with each prerun placeholder filled; throws for a placeholder whose tool has no prerun. */
export function fillPreruns(html, scripts) {
  return html.replace(placeholder, (tag, slug) => {
    const code = scripts.get(slug);
    if (code === undefined) throw new Error(`prerun: the page has a placeholder for ${slug}, which has no prerun`);
    return `<script data-prerun="${slug}">${code}</script>`;
  });
}

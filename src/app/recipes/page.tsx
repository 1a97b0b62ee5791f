// The workbench's CSS goes in the page's <head>: arriving with the island's chunk it would restyle (and move) the
// prerendered workbench, as the tool pages' kit CSS would (src/app/[...slug]/page.tsx).
import '@/components/kit/kit.module.css';
import '@/components/recipes/recipes.module.css';
import { operationCatalog } from '@/components/recipes/recipe-catalog';
import { RecipesHost } from '@/components/recipes/RecipesHost';
import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { operations } from '@/ops';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.recipes;
// The workbench is prerendered (empty, with the list of operations): its scripts load on the first interaction, or at
// once when the address holds a recipe (data-url-state, scripts/defer-scripts.mjs).
export const metadata = onInteractionMetadata(model);

export default function RecipesPage() {
  // Made at build time: the page ships each operation's title and option fields, not zod or the operations, which
  // run in the workbench's worker.
  const catalog = operationCatalog(operations);
  return (
    <PageShell model={model}>
      <p className="prose" style={{ marginTop: 0 }}>
        A recipe is a list of steps, each one an operation from the tools on this site: decode Base64, gunzip, pretty-print JSON, turn CSV into SQL
        and so on. Every step works on the output of the one before, and you see each step&apos;s result as you build it. Switch a step off, stop the
        run after it, or reorder the steps by dragging them or with Alt+Arrow keys. Everything runs in your browser; the recipe travels in the
        page&apos;s link, so Share gives a link that opens the same recipe with the same input.
      </p>
      <div data-url-state="">
        <RecipesHost catalog={catalog} />
      </div>
    </PageShell>
  );
}

// CSS that islands use, linked in the page's <head>: an island's own chunk loads after first paint,
// and CSS arriving with it would restyle (and move) the prerendered tool (CLS 0.13, LCP 6.5 s on mobile).
import '@/components/kit/kit.module.css';
import '@/tools/stacktrace/trace.module.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IslandHost } from '@/components/IslandHost';
import { PageShell } from '@/components/shell/PageShell';
import { pageMetadata } from '@/lib/seo';
import { hasIsland } from '@/registry/islands';
import { toolPageModel } from '@/registry/page-models';
import { generatedTools } from '@/registry/routes';
import { toolBySlug } from '@/registry/tools';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  return generatedTools.map((t) => ({ slug: t.slug.split('/') }));
}

function resolve(slugParts: string[]) {
  const slug = slugParts.map(decodeURIComponent).join('/');
  const tool = toolBySlug(slug);
  if (!tool || !hasIsland(slug)) notFound();
  return { tool, slug };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tool } = resolve((await params).slug);
  return pageMetadata(toolPageModel(tool));
}

export default async function ToolPage({ params }: Params) {
  const { tool, slug } = resolve((await params).slug);
  const model = toolPageModel(tool);
  return (
    <PageShell model={model}>
      <p style={{ marginTop: 0, color: 'var(--mantine-color-dimmed)' }}>{tool.description}</p>
      {hasIsland(slug) && <IslandHost slug={slug} />}
    </PageShell>
  );
}

// CSS that islands use, linked in the page's <head>: an island's own chunk loads after first paint,
// and CSS arriving with it would restyle (and move) the prerendered tool (CLS 0.13, LCP 6.5 s on mobile).
import '@/components/kit/kit.module.css';
import '@/components/kit/trace.module.css';
import '@/components/content/content.module.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentView } from '@/components/content/ContentView';
import { IslandHost } from '@/components/IslandHost';
import { PageShell } from '@/components/shell/PageShell';
import { contentPages } from '@/content/pages';
import { contentMetadata, pageMetadata } from '@/lib/seo';
import { toolPageModel } from '@/registry/page-models';

import { toolBySlug, type ToolSlug, tools } from '@/registry/tools';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string[] }> };

/** Tool pages from the registry, then every content page (cheatsheets, tutorials, galleries, blog …). */
export function generateStaticParams() {
  return [
    ...tools.map((t) => ({ slug: t.slug.split('/') })),
    ...[...contentPages().keys()].map((path) => ({ slug: path.replace(/^\/|\/$/g, '').split('/') })),
  ];
}

function resolve(slugParts: string[]) {
  const slug = slugParts.map(decodeURIComponent).join('/');
  const tool = toolBySlug(slug);
  if (tool) return { kind: 'tool' as const, tool, slug };
  const page = contentPages().get(`/${slug}/`);
  if (page) return { kind: 'content' as const, page };
  notFound();
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const r = resolve((await params).slug);
  if (r.kind === 'tool') return pageMetadata(toolPageModel(r.tool));
  // Content is complete HTML: its scripts wait for the reader's first interaction (scripts/defer-scripts.mjs).
  return contentMetadata(r.page.model);
}

export default async function Page({ params }: Params) {
  const r = resolve((await params).slug);
  if (r.kind === 'content') {
    const { model, view } = r.page;
    return (
      <PageShell model={model} relatedTitle={view.kind === 'cheatsheet' ? 'See also' : undefined}>
        <ContentView view={view} />
      </PageShell>
    );
  }
  const model = toolPageModel(r.tool);
  return (
    <PageShell model={model}>
      <p style={{ marginTop: 0, color: 'var(--mantine-color-dimmed)' }}>{r.tool.description}</p>
      <IslandHost slug={r.tool.slug as ToolSlug} name={r.tool.name} />
    </PageShell>
  );
}

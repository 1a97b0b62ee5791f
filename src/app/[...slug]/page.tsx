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
import { toolPageModel } from '@/content/tool-pages';
import { onInteractionMetadata } from '@/lib/seo';
import { toolStorageKey } from '@/components/kit/tool-storage-key';
import { privacyNote } from '@/registry/privacy-note';

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
  // Content is complete HTML, and a tool's input works before any script (a result made as the page opens comes
  // from the tool's prerun): their scripts wait for the visitor's first interaction (scripts/defer-scripts.mjs).
  return onInteractionMetadata(r.kind === 'content' ? r.page.model : toolPageModel(r.tool));
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
      {/* Where the visitor's input goes (issue 32): e2e/tools/bad-input.spec.ts checks it by a marker typed into every tool. */}
      <p data-privacy-note="" style={{ marginTop: '-0.5rem', fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
        {privacyNote(r.tool)}
      </p>
      {/* The tool's saved state, or a share link's, should show without waiting for an interaction: its scripts then
          load at once (scripts/defer-scripts.mjs). */}
      <div data-saved-state={toolStorageKey(r.tool.slug)} data-url-state="">
        <IslandHost slug={r.tool.slug as ToolSlug} name={r.tool.name} />
      </div>
      {/* The result the tool shows as the page opens, made as the parser reaches this (src/lib/prerun.ts). The
          build writes the script in (scripts/prerun.mjs); React leaves an element with inner HTML as it finds it. */}
      {r.tool.prerun && <script data-prerun={r.tool.slug} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />}
    </PageShell>
  );
}

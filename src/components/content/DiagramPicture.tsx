import { dotToSvg, publicSvgSize } from '@/content/diagrams';
import type { DiagramExample } from '@/content/schemas';

export async function DiagramPicture({
  gallery,
  example,
  eager = false,
}: {
  gallery: 'graphviz' | 'mermaid';
  example: DiagramExample;
  eager?: boolean;
}) {
  // An example's own page draws its diagram inline (text selectable); gallery previews are the pictures the
  // build renders to files (scripts/render-graphviz-examples.mjs), so the index page stays small.
  if (gallery === 'graphviz' && eager) {
    const svg = await dotToSvg(example.markup);
    return <div role="img" aria-label={example.title} dangerouslySetInnerHTML={{ __html: svg }} />;
  }
  const size = publicSvgSize(example.image);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export serves pictures as they are
    <img src={example.image} alt={example.title} width={size?.width} height={size?.height} loading={eager ? 'eager' : 'lazy'} />
  );
}

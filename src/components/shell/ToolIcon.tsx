import { readFileSync } from 'node:fs';
import path from 'node:path';

const ICONS = path.join(process.cwd(), 'node_modules/@tabler/icons/icons/outline');
const drawn = new Map<string, string>();

/** The inner shapes of a Tabler outline icon, without its invisible bounding-box path. */
export function iconShapes(name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a Tabler icon name: ${name}`);
  let shapes = drawn.get(name);
  if (shapes === undefined) {
    const svg = readFileSync(path.join(ICONS, `${name}.svg`), 'utf8');
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (inner === undefined) throw new Error(`No <svg> in the Tabler icon ${name}`);
    shapes = inner.replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '').replace(/\s*\n\s*/g, '');
    drawn.set(name, shapes);
  }
  return shapes;
}

/**
 * A tool's icon (its registry `icon`), drawn into the HTML when the page is built: a server component, so icons
 * cost no JavaScript on any page. Decorative: the tool's name is always next to it.
 */
export function ToolIcon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: iconShapes(name) }}
    />
  );
}

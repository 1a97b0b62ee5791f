// The site imports Mantine's styles per component (src/app/mantine-styles.ts). A component used without its
// styles renders unstyled, which no functional test notices: this test reads every import from
// @mantine/core in src/ and checks that its stylesheet (and those of the components it is built on) is imported.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
const global = readFileSync(path.join(root, 'src/app/mantine-styles.ts'), 'utf8');
const palette = readFileSync(path.join(root, 'src/components/shell/SearchPalette.tsx'), 'utf8');

// Components whose look comes from other components' stylesheets.
const builtOn: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input', 'Combobox'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Switch: ['InlineInput'],
  SegmentedControl: ['FloatingIndicator'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Accordion: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  Menu: ['Popover', 'Paper'],
  Popover: ['Paper'],
  Anchor: ['Text'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(tsx?|mjs)$/.test(name) ? [p] : [];
  });
}

function usedComponents(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of m[1].split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name) && !raw.trim().startsWith('type ')) used.set(name, path.relative(root, file));
      }
    }
  }
  return used;
}

const imported = (text: string, name: string) => text.includes(`'@mantine/core/styles/${name}.css'`);

describe('Mantine styles per component', () => {
  it('finds the components the site uses', () => {
    const used = usedComponents();
    expect(used.has('Button')).toBe(true);
    expect(used.has('Burger')).toBe(true);
  });

  it('imports the stylesheet of every component used, and of those it is built on', () => {
    const missing: string[] = [];
    for (const [name, file] of usedComponents()) {
      const needed = [name, ...(builtOn[name] ?? [])].filter((n) => existsSync(path.join(stylesDir, `${n}.css`)));
      for (const n of needed) if (!imported(global, n)) missing.push(`${n}.css (for ${name} in ${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('imports the global layers first', () => {
    const order = ['baseline', 'default-css-variables', 'global'].map((n) => global.indexOf(`styles/${n}.css`));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(global.indexOf('styles/global.css')).toBeLessThan(global.indexOf('styles/Button.css'));
  });

  it('loads the modal styles the search palette is built on with the palette', () => {
    for (const n of ['ModalBase', 'Overlay', 'ScrollArea', 'Modal']) expect(imported(palette, n)).toBe(true);
  });

  it('every imported stylesheet exists', () => {
    for (const m of global.matchAll(/'@mantine\/core\/styles\/([\w-]+)\.css'/g)) {
      expect(existsSync(path.join(stylesDir, `${m[1]}.css`)), m[1]).toBe(true);
    }
  });
});

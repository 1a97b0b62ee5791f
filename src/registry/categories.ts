/** The top-level sections a category belongs to (SPEC §3 Category.rootCategory). */
export type RootCategory = 'tools' | 'cheatsheets' | 'Articles' | 'blog' | 'interview';

/** A group of tools in the side menu and the search palette (SPEC §3 Category). */
export interface CategoryMeta {
  /** Stable key, used by tools to name their category. */
  id: string;
  /** Display name. */
  name: string;
  /** The section whose side menu lists this category. */
  rootCategory: RootCategory;
  /** Hidden from the side menu (still searchable and routable). */
  skipMenu?: boolean;
}

export const categories = [
  { id: 'encoders', name: 'Encoders & Decoders', rootCategory: 'tools' },
  { id: 'formatters', name: 'Formatters', rootCategory: 'tools' },
  { id: 'converters', name: 'Converters', rootCategory: 'tools' },
  { id: 'playgrounds', name: 'Playgrounds', rootCategory: 'tools' },
  { id: 'generators', name: 'Generators', rootCategory: 'tools' },
  { id: 'security', name: 'Hashes & Security', rootCategory: 'tools' },
  { id: 'visual', name: 'Colors & Graphics', rootCategory: 'tools' },
  { id: 'datetime', name: 'Date & Time', rootCategory: 'tools' },
  { id: 'ascii', name: 'ASCII', rootCategory: 'tools' },
  { id: 'commands', name: 'Command Generators', rootCategory: 'tools' },
  // How-to guides are reached from the home page, content and search; the menu keeps to tools (SPEC §3 skipMenu).
  { id: 'howto', name: 'How-to', rootCategory: 'tools', skipMenu: true },
] as const satisfies readonly CategoryMeta[];

export type CategoryId = (typeof categories)[number]['id'];

export function categoryById(id: string): CategoryMeta | undefined {
  return (categories as readonly CategoryMeta[]).find((c) => c.id === id);
}

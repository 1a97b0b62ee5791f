// The first batch of passwords, made as the page opens, before its scripts (src/lib/prerun.ts); PasswordGenerator
// adopts it.
import { enableButtons, prerun, showInEditor } from '@/lib/prerun';
import type { ToolSlug } from '@/registry/tools';
import { generatePasswords, PASSWORD_DEFAULTS } from './password.core';

const SLUG: ToolSlug = 'password/generator';

prerun(SLUG, (root) => {
  const r = generatePasswords({ ...PASSWORD_DEFAULTS, length: Number(PASSWORD_DEFAULTS.length) }, Number(PASSWORD_DEFAULTS.count));
  const section = root.querySelector('[aria-label="Generated"]');
  if (!r.ok || !section) return undefined;
  showInEditor(section.querySelector('textarea'), r.value.join('\n'));
  enableButtons(section, ['Copy', 'Download']);
  return r.value;
});

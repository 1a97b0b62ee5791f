// The first batch of UUIDs, made as the page opens, before its scripts (src/lib/prerun.ts); UuidGenerator adopts it.
import { enableButtons, prerun, showInEditor } from '@/lib/prerun';
import type { ToolSlug } from '@/registry/tools';
import { batchStatus, formatUuid, generateUuids, UUID_DEFAULTS, type UuidVersion } from './uuid.core';

const SLUG: ToolSlug = 'uuid/generator';

prerun(SLUG, (root) => {
  const { version, count } = UUID_DEFAULTS;
  const r = generateUuids(version as UuidVersion, Number(count));
  const section = root.querySelector('[aria-label="Generated UUIDs"]');
  if (!r.ok || !section) return undefined;
  showInEditor(section.querySelector('textarea'), r.value.map((u) => formatUuid(u, UUID_DEFAULTS)).join('\n'));
  const status = section.querySelector('[aria-live]');
  if (status) status.textContent = batchStatus(r.value.length, version);
  enableButtons(section, ['Copy', 'Download']);
  return r.value;
});

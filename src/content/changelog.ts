import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const changelogSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
    title: z.string().min(1),
    items: z.array(z.string().min(1)).min(1),
  }),
);
export type ChangelogEntry = z.infer<typeof changelogSchema>[number];

/** content/changelog.json, validated; newest entry first. */
export function loadChangelog(): ChangelogEntry[] {
  const file = path.join(process.cwd(), 'content', 'changelog.json');
  const parsed = changelogSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return [...parsed.data].sort((a, b) => b.date.localeCompare(a.date));
}

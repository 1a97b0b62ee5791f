import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const faqItem = z.object({ q: z.string().min(1), a: z.string().min(1) });
/** content/tool-faqs/<name>.json: the FAQ block of one tool page (SPEC §3 FAQ item). */
export const toolFaqsFileSchema = z.object({ slug: z.string().min(1), faqs: z.array(faqItem).min(1) });
export type ToolFaqsFile = z.infer<typeof toolFaqsFileSchema>;

const defaultDir = path.join(process.cwd(), 'content', 'tool-faqs');
let cache: Map<string, ToolFaqsFile['faqs']> | null = null;

/** Loads and validates every tool FAQ file; a bad file fails the build naming the file and the field. */
export function loadToolFaqs(dir = defaultDir): Map<string, ToolFaqsFile['faqs']> {
  if (cache && dir === defaultDir) return cache;
  const map = new Map<string, ToolFaqsFile['faqs']>();
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${file}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    const parsed = toolFaqsFileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    if (map.has(parsed.data.slug)) throw new Error(`${file}: slug ${parsed.data.slug} already has FAQs in another file`);
    map.set(parsed.data.slug, parsed.data.faqs);
  }
  if (dir === defaultDir) cache = map;
  return map;
}

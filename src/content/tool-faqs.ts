import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const faqItem = z.object({ q: z.string().min(1), a: z.string().min(1) });
/** content/tool-faqs.json: FAQ items per tool slug (SPEC §3 FAQ item). */
export const toolFaqsSchema = z.record(z.string(), z.array(faqItem));
export type ToolFaqs = z.infer<typeof toolFaqsSchema>;

let cache: ToolFaqs | null = null;

/** Loads and validates the tool FAQs; a bad file fails the build naming the file and field. */
export function loadToolFaqs(): ToolFaqs {
  if (cache) return cache;
  const file = path.join(process.cwd(), 'content', 'tool-faqs.json');
  const parsed = toolFaqsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  cache = parsed.data;
  return cache;
}

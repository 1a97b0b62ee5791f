'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToZod() {
  return <JsonToCodeTool lang="zod" />;
}

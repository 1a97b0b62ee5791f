'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToRust() {
  return <JsonToCodeTool lang="rust" />;
}

'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToTypeScript() {
  return <JsonToCodeTool lang="typescript" />;
}

'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToCsharp() {
  return <JsonToCodeTool lang="csharp" />;
}

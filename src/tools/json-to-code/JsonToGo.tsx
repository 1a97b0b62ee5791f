'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToGo() {
  return <JsonToCodeTool lang="go" />;
}

'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToPython() {
  return <JsonToCodeTool lang="python" />;
}

'use client';

import { JsonToCodeTool } from './json-to-code-island';

export default function JsonToJava() {
  return <JsonToCodeTool lang="java" />;
}

'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { unescapeJsonString } from './json-string.core';

const defaults = {};
const run = (input: string) => unescapeJsonString(input);

export default function JsonUnescape() {
  return (
    <TransformTool
      slug="json/unescape"
      sample={'"She said \\"hi\\"\\n\\tthen left: C:\\\\temp\\\\file.txt \\u2713"'}
      defaultOptions={defaults}
      run={run}
      wrapInput
      download={{ filename: 'unescaped.txt', mime: 'text/plain' }}
    />
  );
}

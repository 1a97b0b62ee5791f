'use client';

import { Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { escapeJsonString } from './json-string.core';

const defaults: { quotes: boolean } = { quotes: false };
const run = (input: string, o: { quotes: boolean }) => escapeJsonString(input, o);

export default function JsonEscape() {
  return (
    <TransformTool
      slug="json/escape"
      sample={'She said "hi"\n\tthen left: C:\\temp\\file.txt'}
      defaultOptions={defaults}
      run={run}
      wrapOutput
      download={{ filename: 'escaped.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <Switch label="Wrap in double quotes" checked={o.quotes} onChange={(e) => update({ quotes: e.currentTarget.checked })} />
      )}
    />
  );
}

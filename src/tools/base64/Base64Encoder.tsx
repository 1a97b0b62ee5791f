'use client';

import { Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { encodeBase64 } from './base64.core';

const defaults: { urlSafe: boolean } = { urlSafe: false };
const run = (input: string, o: { urlSafe: boolean }) => encodeBase64(input, o);
const worker = () => new Worker(new URL('./base64.worker.ts', import.meta.url));

export default function Base64Encoder() {
  return (
    <TransformTool
      slug="base64_encoder"
      sample={'Hello, world! héllo 👋'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      wrapOutput
      wrapInput
      download={{ filename: 'encoded.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <Switch label="URL-safe alphabet (- and _, no padding)" checked={o.urlSafe} onChange={(e) => update({ urlSafe: e.currentTarget.checked })} />
      )}
    />
  );
}

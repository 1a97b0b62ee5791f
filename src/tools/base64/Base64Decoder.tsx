'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { decodeBase64 } from './base64.core';

const defaults = { decode: true };
const run = (input: string) => decodeBase64(input);
const worker = () => new Worker(new URL('./base64.worker.ts', import.meta.url));

export default function Base64Decoder() {
  return (
    <TransformTool
      slug="base64_decoder"
      sample="SGVsbG8sIHdvcmxkISBow6lsbG8g8J+Riw=="
      defaultOptions={defaults}
      run={run}
      worker={worker}
      wrapOutput
      wrapInput
      download={{ filename: 'decoded.txt', mime: 'text/plain' }}
    />
  );
}

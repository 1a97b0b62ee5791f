'use client';

import { TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { runDataSize, type DataSizeOptions } from './data-size.core';

const defaults: DataSizeOptions = { rate: '100 Mbit/s' };
const run = (input: string, o: DataSizeOptions) => runDataSize(input, o);
const worker = () => new Worker(new URL('./data-size.worker.ts', import.meta.url));

export default function DataSize() {
  return (
    <TransformTool
      slug="units/data-size"
      sample={'1.5 GiB\n300MB\n8 Mbit'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputPlaceholder="A size with its unit on each line: 1.5 GiB, 300MB, 8 Mbit"
      download={{ filename: 'data-sizes.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => <TextField label="Transfer rate" value={o.rate} width={140} onChange={(rate) => update({ rate })} />}
    />
  );
}

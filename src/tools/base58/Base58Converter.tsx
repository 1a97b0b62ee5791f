'use client';

import { Switch } from '@mantine/core';
import { DecodedBytesNote } from '@/components/kit/DecodedBytesNote';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { fileAsInputText } from '@/lib/bytes-text';
import { runBase58 } from './base58.core';

type Options = { direction: string; check: boolean };
const defaults: Options = { direction: 'encode', check: false };

const run = (input: string, o: Options) => runBase58(input, o);
const worker = () => new Worker(new URL('./base58.worker.ts', import.meta.url));

export default function Base58Converter() {
  return (
    <TransformTool
      slug="encoding/base58"
      sample="Hello World!"
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={(v) => v.text}
      renderNotes={(v) => <DecodedBytesNote value={v} />}
      readFile={fileAsInputText}
      wrapInput
      wrapOutput
      download={{ filename: 'base58.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <>
          <DirectionOption direction={o.direction} update={update} />
          <Switch label="Base58Check (4-byte checksum)" checked={o.check} onChange={(e) => update({ check: e.currentTarget.checked })} />
        </>
      )}
    />
  );
}

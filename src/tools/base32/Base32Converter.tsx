'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { DecodedBytesNote } from '@/components/kit/DecodedBytesNote';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { fileAsInputText } from '@/lib/bytes-text';
import { runBase32 } from './base32.core';

type Options = { direction: string; variant: string; padding: boolean };
const defaults: Options = { direction: 'encode', variant: 'rfc4648', padding: true };

const run = (input: string, o: Options) => runBase32(input, o);
const worker = () => new Worker(new URL('./base32.worker.ts', import.meta.url));

const variants = [
  { value: 'rfc4648', label: 'RFC 4648 Base32 (A-Z 2-7)' },
  { value: 'hex', label: 'base32hex (0-9 A-V)' },
  { value: 'crockford', label: 'Crockford (no I L O U)' },
];

export default function Base32Converter() {
  return (
    <TransformTool
      slug="encoding/base32"
      sample="Hello, Base32! héllo 👋"
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={(v) => v.text}
      renderNotes={(v) => <DecodedBytesNote value={v} />}
      readFile={fileAsInputText}
      wrapInput
      wrapOutput
      download={{ filename: 'base32.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <>
          <DirectionOption direction={o.direction} update={update} />
          <NativeSelect label="Alphabet" value={o.variant} data={variants} onChange={(e) => update({ variant: e.currentTarget.value })} />
          <Switch
            label="Padding (=)"
            checked={o.padding}
            disabled={o.direction === 'decode' || o.variant === 'crockford'}
            onChange={(e) => update({ padding: e.currentTarget.checked })}
          />
        </>
      )}
    />
  );
}

'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { DecodedBytesNote } from '@/components/kit/DecodedBytesNote';
import { fileAsInputText } from '@/lib/bytes-text';
import { runHex } from './hex.core';

type Options = { direction: string; format: string; uppercase: boolean };
const defaults: Options = { direction: 'encode', format: 'dump', uppercase: false };

const run = (input: string, o: Options) => runHex(input, o);
const worker = () => new Worker(new URL('./hex.worker.ts', import.meta.url));

const formats = [
  { value: 'dump', label: 'Hex dump (xxd)' },
  { value: 'plain', label: 'Plain digits (xxd -p)' },
  { value: 'spaced', label: 'Bytes with spaces' },
];

const DIRECTIONS = [
  { value: 'encode', label: 'Text to hex' },
  { value: 'decode', label: 'Hex to text' },
];

export default function HexConverter() {
  return (
    <TransformTool
      slug="encoding/hex"
      sample={'Hello, hex! 👋\nTab:\there, café'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={(v) => v.text}
      renderNotes={(v) => <DecodedBytesNote value={v} />}
      readFile={fileAsInputText}
      wrapInput
      download={{ filename: 'hex.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <>
          <DirectionOption direction={o.direction} update={update} data={DIRECTIONS} />
          <NativeSelect
            label="Layout"
            value={o.format}
            data={formats}
            disabled={o.direction === 'decode'}
            onChange={(e) => update({ format: e.currentTarget.value })}
          />
          <Switch
            label="Uppercase"
            checked={o.uppercase}
            disabled={o.direction === 'decode'}
            onChange={(e) => update({ uppercase: e.currentTarget.checked })}
          />
        </>
      )}
    />
  );
}

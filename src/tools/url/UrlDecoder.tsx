'use client';

import { Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { decodeUrl } from './url.core';

const defaults: { plusAsSpace: boolean } = { plusAsSpace: false };
const run = (input: string, o: { plusAsSpace: boolean }) => decodeUrl(input, o);

export default function UrlDecoder() {
  return (
    <TransformTool
      slug="url_decoder"
      sample="https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9%20%26%20cr%C3%A8me%26lang%3Dfr"
      defaultOptions={defaults}
      run={run}
      wrapOutput
      wrapInput
      download={{ filename: 'decoded.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <Switch
          label="Treat + as a space (form encoding)"
          checked={o.plusAsSpace}
          onChange={(e) => update({ plusAsSpace: e.currentTarget.checked })}
        />
      )}
    />
  );
}

'use client';

import { SegmentedControl } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { encodeUrl } from './url.core';

type Mode = 'component' | 'uri';
const defaults: { mode: string } = { mode: 'component' };
const run = (input: string, o: { mode: string }) => encodeUrl(input, { mode: o.mode as Mode });

export default function UrlEncoder() {
  return (
    <TransformTool
      slug="url_encoder"
      sample="https://example.com/search?q=café & crème&lang=fr"
      defaultOptions={defaults}
      run={run}
      wrapOutput
      wrapInput
      download={{ filename: 'encoded.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <SegmentedControl
          aria-label="Encoding mode"
          value={o.mode}
          onChange={(mode) => update({ mode })}
          data={[
            { value: 'component', label: 'Component (encodeURIComponent)' },
            { value: 'uri', label: 'Whole URL (encodeURI)' },
          ]}
        />
      )}
    />
  );
}

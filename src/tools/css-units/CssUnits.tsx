'use client';

import { useState } from 'react';
import { SelectField, TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { CSS_DEFAULTS, CSS_UNITS, runCssUnits, type CssUnit } from './css-units.core';

const worker = () => new Worker(new URL('./css-units.worker.ts', import.meta.url));
const units = CSS_UNITS.map((u) => ({ value: u, label: u }));

const sample = `.card {
  padding: 24px 16px;
  margin: 0 auto 32px;
  font-size: 14px;
  border: 1px solid #ccc;
  background: url("icons/check-16px.svg") no-repeat;
}
@media (min-width: 768px) {
  .card { max-width: 720px; }
}`;

/** A number of px typed as text: the option changes only when the text is a number above zero. */
function PxField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(value));
  const shown = Number(text) === value ? text : String(value);
  return (
    <TextField
      label={label}
      value={shown}
      width={80}
      onChange={(t) => {
        setText(t);
        const n = Number(t);
        if (t.trim() !== '' && Number.isFinite(n) && n > 0) onChange(n);
      }}
    />
  );
}

export default function CssUnits() {
  return (
    <TransformTool
      slug="units/css"
      sample={sample}
      defaultOptions={CSS_DEFAULTS}
      run={runCssUnits}
      worker={worker}
      inputLanguage="css"
      outputLanguage="css"
      inputPlaceholder="Values, one a line (24px, 1.5rem, 12pt), or a stylesheet whose px become rem"
      download={{ filename: 'converted.css', mime: 'text/css' }}
      renderOptions={(o, update) => (
        <>
          <PxField label="Base font size (px)" value={o.base} onChange={(base) => update({ base })} />
          <PxField label="Viewport width (px)" value={o.viewportWidth} onChange={(viewportWidth) => update({ viewportWidth })} />
          <PxField label="Viewport height (px)" value={o.viewportHeight} onChange={(viewportHeight) => update({ viewportHeight })} />
          <SelectField label="Stylesheet: from" value={o.from} data={units} onChange={(v) => update({ from: v as CssUnit })} />
          <SelectField label="to" value={o.to} data={units} onChange={(v) => update({ to: v as CssUnit })} />
          <SelectField
            label="Decimals"
            value={String(o.precision)}
            data={[2, 3, 4, 5, 6, 8].map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(v) => update({ precision: Number(v) })}
          />
        </>
      )}
    />
  );
}

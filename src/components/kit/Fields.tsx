'use client';

import type { ChangeEvent } from 'react';
import classes from './kit.module.css';

/*
 * Plain labelled form controls for tool options. Mantine's Switch, NativeSelect and TextInput pull their
 * input, combobox and positioning code into a tool's first load (~4 KB gzip); these are native elements
 * styled with Mantine's variables, so they look the same and stay tiny.
 */

export function SelectField({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: string;
  data: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className={classes.field}>
      <span className={classes.fieldLabel}>{label}</span>
      <select className={classes.fieldInput} value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}>
        {data.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={classes.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function TextField({ label, value, onChange, width }: { label: string; value: string; onChange: (value: string) => void; width?: number }) {
  return (
    <label className={classes.field}>
      <span className={classes.fieldLabel}>{label}</span>
      <input
        className={classes.fieldInput}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={width ? { width } : undefined}
        spellCheck={false}
      />
    </label>
  );
}

/** A whole number field (its text is the value, so a half-typed number is kept as typed). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  width = 110,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min: number;
  max: number;
  width?: number;
}) {
  return (
    <label className={classes.field}>
      <span className={classes.fieldLabel}>{label}</span>
      <input
        className={classes.fieldInput}
        type="number"
        value={value}
        min={min}
        max={max}
        step={1}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ width }}
      />
    </label>
  );
}

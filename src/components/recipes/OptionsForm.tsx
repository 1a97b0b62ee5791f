'use client';

import { useState } from 'react';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import kit from '@/components/kit/kit.module.css';
import { optionValue, type EditorStep, type FieldSpec } from './recipe-state';
import classes from './recipes.module.css';

/**
 * A typed field that keeps what the user types while it is not (yet) a value: "-" on the way to "-5", "1." on the way
 * to "1.5", a JSON list half written. The step gets a value once the text is one; the operation's schema has the last
 * word (a number out of range is named at the step when it runs).
 */
function useDraft(value: unknown, show: (v: unknown) => string) {
  const shown = show(value);
  const [draft, setDraft] = useState<{ text: string; for: string } | null>(null);
  // A draft lasts while the step holds the value it gave (or kept): a starter recipe or a link replaces it.
  const text = draft && draft.for === shown ? draft.text : shown;
  /** Records typed text and the value the step has after it (unchanged when the text is no value yet). */
  const type = (t: string, next: unknown = value) => setDraft({ text: t, for: show(next) });
  return [text, type] as const;
}

function NumberField({ field, value, onChange }: { field: Extract<FieldSpec, { kind: 'number' }>; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useDraft(value, (v) => (typeof v === 'number' ? String(v) : ''));
  return (
    <label className={kit.field}>
      <span className={kit.fieldLabel}>{field.label}</span>
      <input
        className={kit.fieldInput}
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        min={field.min}
        max={field.max}
        step={field.integer ? 1 : 'any'}
        value={text}
        style={{ width: 120 }}
        onChange={(e) => {
          const t = e.currentTarget.value;
          const next = t.trim() === '' ? field.default : Number.isFinite(Number(t)) ? Number(t) : value;
          setText(t, next);
          if (next !== value) onChange(t.trim() === '' ? undefined : next);
        }}
      />
    </label>
  );
}

function JsonField({ field, value, onChange }: { field: Extract<FieldSpec, { kind: 'json' }>; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useDraft(value, (v) => JSON.stringify(v ?? null));
  return (
    <TextField
      label={`${field.label} (JSON)`}
      value={text}
      onChange={(t) => {
        let next: unknown = value;
        try {
          next = JSON.parse(t);
        } catch {
          // Not JSON yet: the step keeps its last value until it is.
        }
        setText(t, next);
        if (next !== value) onChange(next);
      }}
    />
  );
}

function MultilineField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className={`${kit.field} ${classes.wide}`}>
      <span className={kit.fieldLabel}>{label}</span>
      <textarea
        className={`${kit.fieldInput} ${classes.textOption}`}
        value={value}
        spellCheck={false}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}

/** A choice as the select shows it: whitespace by name (a tab delimiter would be an empty-looking item). */
export function choiceLabel(choice: string | number | boolean | null): string {
  if (choice === '\t') return 'Tab';
  if (choice === ' ') return 'Space';
  if (choice === '') return '(none)';
  return String(choice);
}

/**
 * The options of one step, a field per option of its operation: a checkbox for a boolean, a select for a choice,
 * a number input for a number, a text input for text; each labelled with the option's description.
 */
export function OptionsForm({
  step,
  fields,
  onChange,
}: {
  step: EditorStep;
  fields: readonly FieldSpec[];
  onChange: (field: FieldSpec, value: unknown) => void;
}) {
  if (fields.length === 0) return null;
  return (
    <div className={kit.options} style={{ marginBottom: 0 }}>
      {fields.map((field) => {
        const value = optionValue(step, field);
        const set = (v: unknown) => onChange(field, v);
        switch (field.kind) {
          case 'boolean':
            return <CheckField key={field.name} label={field.label} checked={value === true} onChange={set} />;
          case 'enum': {
            const index = field.choices.findIndex((c) => Object.is(c, value));
            return (
              <SelectField
                key={field.name}
                label={field.label}
                value={String(index)}
                data={field.choices.map((c, i) => ({ value: String(i), label: choiceLabel(c) }))}
                onChange={(v) => set(field.choices[Number(v)])}
              />
            );
          }
          case 'number':
            return <NumberField key={field.name} field={field} value={value} onChange={set} />;
          case 'string':
            return field.multiline ? (
              <MultilineField key={field.name} label={field.label} value={typeof value === 'string' ? value : ''} onChange={set} />
            ) : (
              <TextField key={field.name} label={field.label} value={typeof value === 'string' ? value : ''} onChange={set} />
            );
          default:
            return <JsonField key={field.name} field={field} value={value} onChange={set} />;
        }
      })}
    </div>
  );
}

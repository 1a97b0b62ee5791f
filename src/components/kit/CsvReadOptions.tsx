'use client';

import { CheckField, SelectField } from '@/components/kit/Fields';

export const delimiterChoices = [
  { value: 'auto', label: 'Detect' },
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];

/** The delimiter and header controls shared by the CSV tools. */
export function CsvReadOptions({
  delimiter,
  header,
  update,
}: {
  delimiter: string;
  header: boolean;
  update: (patch: { delimiter?: string; header?: boolean }) => void;
}) {
  return (
    <>
      <SelectField label="Delimiter" value={delimiter} data={delimiterChoices} onChange={(v) => update({ delimiter: v })} />
      <CheckField label="First row is the header" checked={header} onChange={(v) => update({ header: v })} />
    </>
  );
}

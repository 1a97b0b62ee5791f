'use client';

import { NativeSelect, Switch } from '@mantine/core';

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
      <NativeSelect label="Delimiter" value={delimiter} data={delimiterChoices} onChange={(e) => update({ delimiter: e.currentTarget.value })} />
      <Switch label="First row is the header" checked={header} onChange={(e) => update({ header: e.currentTarget.checked })} />
    </>
  );
}

import { NativeSelect } from '@mantine/core';

const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
];

/** Spaces per level of the output (YAML allows no tabs, so neither page offers them). */
export function IndentOption({ indent, update }: { indent: number; update: (patch: { indent: number }) => void }) {
  const data = indents.some((i) => i.value === String(indent)) ? indents : [...indents, { value: String(indent), label: `${indent} spaces` }];
  return <NativeSelect label="Indentation" value={String(indent)} data={data} onChange={(e) => update({ indent: Number(e.currentTarget.value) })} />;
}

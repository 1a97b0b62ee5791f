'use client';

import { SegmentedControl } from '@mantine/core';

export type Direction = { value: string; label: string };

/** Most converters' directions: "Encode" and "Decode", kept in the share state as `encode` and `decode`. */
export const ENCODE_DECODE: Direction[] = [
  { value: 'encode', label: 'Encode' },
  { value: 'decode', label: 'Decode' },
];

/**
 * The "Direction" switch of a two-way tool (encode/decode, compress/decompress…): the `direction` option,
 * named "Direction" for assistive technology and the e2e tests. Encode/Decode unless `data` gives others.
 */
export function DirectionOption({
  direction,
  update,
  data = ENCODE_DECODE,
}: {
  direction: string;
  update: (patch: { direction: string }) => void;
  data?: Direction[];
}) {
  return <SegmentedControl aria-label="Direction" value={direction} onChange={(value) => update({ direction: value })} data={data} />;
}

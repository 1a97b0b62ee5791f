import type { OpCase } from './types';

export const cases: OpCase[] = [
  { op: 'json_formatter', input: '{"b":1,"a":[true,null]}', output: '{\n  "b": 1,\n  "a": [\n    true,\n    null\n  ]\n}' },
  { op: 'json_formatter', input: '{"b":1,"a":2}', options: { indent: 'tab', sortKeys: true }, output: '{\n\t"a": 2,\n\t"b": 1\n}' },
  { op: 'json_formatter', input: '{"a": 1,\n "b": }', error: 'Line 2' },
  { op: 'json/minify', input: '{\n  "a": [1, 2],\n  "s": " x "\n}', output: '{"a":[1,2],"s":" x "}' },
];

import type { ToJsonResult } from './excel.core';

/** What the sample gives with the default options (tests/tools/excel.test.ts keeps it equal). */
export const EXCEL_SAMPLE_RESULT: ToJsonResult = {
  text: '[\n  {\n    "name": "Ada Lovelace",\n    "team": "Engines",\n    "score": "98.5",\n    "joined": "2024-01-15"\n  },\n  {\n    "name": "Linus Torvalds",\n    "team": "Kernels",\n    "score": "91",\n    "joined": "2023-06-30"\n  },\n  {\n    "name": "Grace Hopper",\n    "team": "Compilers",\n    "score": null,\n    "joined": "2022-12-09"\n  }\n]',
  kind: 'CSV',
  sheets: [
    {
      name: 'CSV',
      rows: 4,
    },
  ],
  sheet: 'CSV',
  preview: {
    headers: ['name', 'team', 'score', 'joined'],
    rows: [
      ['Ada Lovelace', 'Engines', '98.5', '2024-01-15'],
      ['Linus Torvalds', 'Kernels', '91', '2023-06-30'],
      ['Grace Hopper', 'Compilers', '', '2022-12-09'],
    ],
    total: 3,
  },
};

import type { XPathResult } from './xpath-tester.core';

/** evaluateXPath for the sample (checked by the unit tests): shown before the engine loads. */
export const sampleResult: XPathResult = {
  value: {
    kind: 'nodes',
    nodes: [
      {
        type: 'element',
        name: 'd:title',
        path: '/d:catalog/d:book[2]/d:title',
        value: '<title xmlns="urn:example:books">Midnight Rain</title>',
        line: 9,
      },
    ],
    total: 1,
  },
  text: '<title xmlns="urn:example:books">Midnight Rain</title>',
  namespaces: [
    {
      prefix: 'p',
      uri: 'urn:example:pricing',
      origin: 'declared',
    },
    {
      prefix: 'd',
      uri: 'urn:example:books',
      origin: 'default',
    },
  ],
  ranges: [[306, 313]],
  warnings: [],
};

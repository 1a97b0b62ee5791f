import type { XPathResult } from './xpath-tester.core';

export const XPATH_TIMEOUT_MS = 5_000;

export const sampleXml = `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns="urn:example:books" xmlns:p="urn:example:pricing">
  <book id="bk101" lang="en">
    <title>XML Developer's Guide</title>
    <author>Gambardella, Matthew</author>
    <p:price currency="USD">44.95</p:price>
  </book>
  <book id="bk102" lang="fr">
    <title>Midnight Rain</title>
    <author>Ralls, Kim</author>
    <p:price currency="EUR">5.95</p:price>
  </book>
  <!-- More books arrive next week -->
</catalog>`;

export const sampleXPath = '//d:book[p:price < 10]/d:title';

export const XPATH_EXAMPLES: readonly { title: string; xpath: string }[] = [
  { title: 'Every title (default namespace as d:)', xpath: '//d:title' },
  { title: 'Books cheaper than 10', xpath: '//d:book[p:price < 10]/d:title' },
  { title: 'An attribute of every book', xpath: '//d:book/@id' },
  { title: 'The second book', xpath: '/d:catalog/d:book[2]' },
  { title: 'The last book', xpath: '//d:book[last()]' },
  { title: 'Books by attribute value', xpath: "//d:book[@lang='fr']/d:author/text()" },
  { title: 'Count the books', xpath: 'count(//d:book)' },
  { title: 'Sum of the prices', xpath: 'sum(//p:price)' },
  { title: 'A string value', xpath: 'string(//d:book[1]/d:title)' },
  { title: 'Text search with contains()', xpath: "//d:title[contains(., 'Rain')]" },
  { title: 'Any element in a namespace, by local name', xpath: "//*[local-name()='price']/@currency" },
  { title: 'Comments', xpath: '//comment()' },
  { title: 'A boolean test', xpath: 'count(//d:book) > 1 and //p:price/@currency = "EUR"' },
];

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

import type { JsonPathResult } from './jsonpath-playground.core';

export const JSONPATH_TIMEOUT_MS = 5_000;

export const sampleJson = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 19.95 }
  }
}`;

export const samplePath = '$.store.book[?(@.price < 10)].title';

/** The sample's result (checked by the unit tests), shown before the engine loads. */
export const sampleResult: JsonPathResult = {
  text: `[
  "Sayings of the Century",
  "Moby Dick"
]`,
  matches: [
    { path: "$['store']['book'][0]['title']", pointer: '/store/book/0/title', preview: '"Sayings of the Century"' },
    { path: "$['store']['book'][2]['title']", pointer: '/store/book/2/title', preview: '"Moby Dick"' },
  ],
  truncated: false,
};

export const JSONPATH_EXAMPLES: readonly { title: string; path: string }[] = [
  { title: 'Every author of a book', path: '$.store.book[*].author' },
  { title: 'Every author anywhere (recursive descent)', path: '$..author' },
  { title: 'Everything directly in the store (wildcard)', path: '$.store.*' },
  { title: 'Every price in the store', path: '$.store..price' },
  { title: 'The third book (index)', path: '$..book[2]' },
  { title: 'The last book (negative slice)', path: '$..book[-1:]' },
  { title: 'The first two books (slice)', path: '$..book[:2]' },
  { title: 'Books 1 and 4 (union)', path: '$..book[0,3].title' },
  { title: 'Books that have an ISBN (existence filter)', path: '$..book[?(@.isbn)]' },
  { title: 'Cheap books (comparison filter)', path: '$..book[?(@.price < 10)]' },
  { title: 'Fiction over 10 (combined filter)', path: "$..book[?(@.category === 'fiction' && @.price > 10)].title" },
  { title: 'Titles matching a regular expression', path: '$..book[?(@.title.match(/the/i))].title' },
  { title: 'Property names of the store (~)', path: '$.store.*~' },
  { title: 'All members of the document', path: '$..*' },
];

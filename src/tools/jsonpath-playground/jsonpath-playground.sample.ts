import type { JsonPathDialect, JsonPathResult } from './jsonpath-playground.core';

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

/** The sample path, in the default dialect (RFC 9535). */
export const samplePath = '$.store.book[?@.price < 10].title';

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

/** The examples menu: each runs on the sample document in its dialect (the unit tests check each result). */
export const JSONPATH_EXAMPLES: readonly { title: string; path: string; dialect: JsonPathDialect; result: unknown[] }[] = [
  {
    title: 'Every author of a book',
    path: '$.store.book[*].author',
    dialect: 'rfc9535',
    result: ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien'],
  },
  {
    title: 'Every author anywhere (descendants)',
    path: '$..author',
    dialect: 'rfc9535',
    result: ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien'],
  },
  { title: 'Every price in the store', path: '$.store..price', dialect: 'rfc9535', result: [19.95, 8.95, 12.99, 8.99, 22.99] },
  { title: 'The third book (index)', path: '$.store.book[2].title', dialect: 'rfc9535', result: ['Moby Dick'] },
  { title: 'The last book (negative index)', path: '$.store.book[-1].title', dialect: 'rfc9535', result: ['The Lord of the Rings'] },
  { title: 'The first two books (slice)', path: '$.store.book[:2].title', dialect: 'rfc9535', result: ['Sayings of the Century', 'Sword of Honour'] },
  {
    title: 'Books 1 and 4 (union)',
    path: '$.store.book[0,3].title',
    dialect: 'rfc9535',
    result: ['Sayings of the Century', 'The Lord of the Rings'],
  },
  {
    title: 'Books that have an ISBN (existence test)',
    path: '$.store.book[?@.isbn].title',
    dialect: 'rfc9535',
    result: ['Moby Dick', 'The Lord of the Rings'],
  },
  {
    title: 'Cheap books (comparison)',
    path: '$.store.book[?@.price < 10].title',
    dialect: 'rfc9535',
    result: ['Sayings of the Century', 'Moby Dick'],
  },
  {
    title: 'Fiction over 10 (combined filter)',
    path: "$.store.book[?@.category == 'fiction' && @.price > 10].title",
    dialect: 'rfc9535',
    result: ['Sword of Honour', 'The Lord of the Rings'],
  },
  {
    title: 'Titles containing "the" (search function)',
    path: "$.store.book[?search(@.title, '[Tt]he')].title",
    dialect: 'rfc9535',
    result: ['Sayings of the Century', 'The Lord of the Rings'],
  },
  {
    title: 'Long titles (length function)',
    path: '$.store.book[?length(@.title) > 15].title',
    dialect: 'rfc9535',
    result: ['Sayings of the Century', 'The Lord of the Rings'],
  },
  {
    title: 'The last book (script expression)',
    path: '$.store.book[(@.length-1)].title',
    dialect: 'jsonpath-plus',
    result: ['The Lord of the Rings'],
  },
  {
    title: 'Fiction over 10 (JavaScript operators)',
    path: "$.store.book[?(@.category === 'fiction' && @.price > 10)].title",
    dialect: 'jsonpath-plus',
    result: ['Sword of Honour', 'The Lord of the Rings'],
  },
  {
    title: 'Titles matching a regular expression',
    path: '$..book[?(@.title.match(/the/i))].title',
    dialect: 'jsonpath-plus',
    result: ['Sayings of the Century', 'The Lord of the Rings'],
  },
  { title: 'Property names of the store (~)', path: '$.store.*~', dialect: 'jsonpath-plus', result: ['book', 'bicycle'] },
];

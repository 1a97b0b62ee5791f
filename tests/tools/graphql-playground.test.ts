import { createLibrary, describeSchema, runGraphql, sampleQuery, sampleVariables } from '@/tools/graphql-playground/graphql-playground.core';

describe('graphql/playground', () => {
  it('runs the sample query with its variables', async () => {
    const r = await runGraphql(createLibrary(), sampleQuery, sampleVariables);
    expect(r.ok).toBe(true);
    const books = JSON.parse(r.ok ? r.value : '{}').data.books;
    expect(books.map((b: { title: string }) => b.title)).toEqual(['Solaris', 'The Cyberiad', 'The Left Hand of Darkness', 'The Dispossessed']);
    expect(books[0]).toEqual({ title: 'Solaris', year: 1961, author: { name: 'Stanisław Lem', country: 'Poland' }, averageRating: 3.5 });
  });

  it('resolves nested fields, arguments, unions and the mutation', async () => {
    const lib = createLibrary();
    const q = `{ author(id: "a3") { name books { title reviews(minRating: 5) { reviewer } } }
      search(term: "sol") { __typename ... on Book { title } ... on Author { name } } }`;
    const r = await runGraphql(lib, q, '');
    expect(r.ok && JSON.parse(r.value).data).toEqual({
      author: {
        name: 'Agatha Christie',
        books: [
          { title: 'Murder on the Orient Express', reviews: [] },
          { title: 'And Then There Were None', reviews: [{ reviewer: 'mira' }, { reviewer: 'sam' }] },
        ],
      },
      search: [{ __typename: 'Book', title: 'Solaris' }],
    });
    const m = await runGraphql(
      lib,
      'mutation ($r: ReviewInput!) { addReview(input: $r) { id rating book { title averageRating } } }',
      '{"r": {"bookId": "b4", "reviewer": "me", "rating": 5}}',
    );
    expect(m.ok && JSON.parse(m.value).data.addReview).toEqual({ id: 'r16', rating: 5, book: { title: 'Solaris', averageRating: 4 } });
    const bad = await runGraphql(lib, 'mutation { addReview(input: {bookId: "b4", reviewer: "x", rating: 9}) { id } }', '');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatchObject({ message: 'rating must be between 1 and 5', line: 1, column: 12 });
  });

  it('reports validation and syntax errors with line and column', async () => {
    const lib = createLibrary();
    const v = await runGraphql(lib, '{\n  books {\n    titel\n  }\n}', '');
    expect(v.ok).toBe(false);
    expect(!v.ok && v.error).toMatchObject({ line: 3, column: 5 });
    expect(!v.ok && v.error.message).toMatch(/Cannot query field "titel" on type "Book"/);
    expect(JSON.parse(v.output ?? '{}').errors[0].locations).toEqual([{ line: 3, column: 5 }]);
    const s = await runGraphql(lib, '{ books { title }', '');
    expect(!s.ok && s.error).toMatchObject({ line: 1, column: 18 });
    const vars = await runGraphql(lib, sampleQuery, '{"genre": }');
    expect(!vars.ok && vars.error.message).toMatch(/^Variables: /);
    const wrong = await runGraphql(lib, sampleQuery, '{"genre": "POETRY"}');
    expect(!wrong.ok && wrong.error.message).toMatch(/POETRY/);
  });

  it('describes the schema for the docs panel', () => {
    const docs = describeSchema(createLibrary().schema);
    expect(docs.slice(0, 2).map((t) => t.name)).toEqual(['Query', 'Mutation']);
    const books = docs[0].fields.find((f) => f.name === 'books');
    expect(books?.type).toBe('[Book!]!');
    expect(books?.args.map((a) => `${a.name}: ${a.type}${a.defaultValue ? ` = ${a.defaultValue}` : ''}`)).toEqual([
      'genre: Genre',
      'limit: Int = 20',
      'orderBy: BookOrder = TITLE',
    ]);
    expect(docs.find((t) => t.name === 'SearchResult')).toMatchObject({ kind: 'union', values: ['Book', 'Author'] });
    expect(docs.find((t) => t.name === 'Genre')?.values).toContain('SCIENCE_FICTION');
    expect(docs.find((t) => t.name === 'Book')?.description).toBe('A published book.');
  });
});

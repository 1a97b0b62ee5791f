import {
  buildSchema,
  execute,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export const sampleSdl = `"""
A small library catalogue: books, their authors and readers' reviews.
"""
type Query {
  "Books, optionally only one genre, newest first when sorted by year."
  books(genre: Genre, limit: Int = 20, orderBy: BookOrder = TITLE): [Book!]!
  "One book by id, or null."
  book(id: ID!): Book
  "Every author, by name."
  authors: [Author!]!
  "One author by id, or null."
  author(id: ID!): Author
  "Books and authors whose title or name contains the term (case-insensitive)."
  search(term: String!): [SearchResult!]!
}

type Mutation {
  "Adds a review to a book (kept until the page is reloaded)."
  addReview(input: ReviewInput!): Review!
}

"A published book."
type Book {
  id: ID!
  title: String!
  "Year of first publication."
  year: Int!
  genre: Genre!
  pages: Int!
  author: Author!
  reviews(minRating: Int = 1): [Review!]!
  "Mean rating of the reviews, null without reviews."
  averageRating: Float
}

"Someone who wrote at least one book in the catalogue."
type Author {
  id: ID!
  name: String!
  born: Int
  country: String!
  books: [Book!]!
}

"A reader's opinion of a book."
type Review {
  id: ID!
  book: Book!
  reviewer: String!
  "1 (poor) to 5 (excellent)."
  rating: Int!
  text: String
}

enum Genre {
  FICTION
  SCIENCE_FICTION
  FANTASY
  MYSTERY
  NON_FICTION
}

enum BookOrder {
  TITLE
  YEAR
  RATING
}

union SearchResult = Book | Author

input ReviewInput {
  bookId: ID!
  reviewer: String!
  rating: Int!
  text: String
}
`;

interface AuthorRow {
  id: string;
  name: string;
  born: number | null;
  country: string;
}
interface BookRow {
  id: string;
  title: string;
  year: number;
  genre: string;
  pages: number;
  authorId: string;
}
interface ReviewRow {
  id: string;
  bookId: string;
  reviewer: string;
  rating: number;
  text: string | null;
}

export interface LibraryData {
  authors: AuthorRow[];
  books: BookRow[];
  reviews: ReviewRow[];
}

/** Fresh in-memory data (the Mutation changes it, so each playground session gets its own copy). */
export function createLibraryData(): LibraryData {
  return {
    authors: [
      { id: 'a1', name: 'Ursula K. Le Guin', born: 1929, country: 'United States' },
      { id: 'a2', name: 'Stanisław Lem', born: 1921, country: 'Poland' },
      { id: 'a3', name: 'Agatha Christie', born: 1890, country: 'United Kingdom' },
      { id: 'a4', name: 'Chimamanda Ngozi Adichie', born: 1977, country: 'Nigeria' },
      { id: 'a5', name: 'Carl Sagan', born: 1934, country: 'United States' },
    ],
    books: [
      { id: 'b1', title: 'The Left Hand of Darkness', year: 1969, genre: 'SCIENCE_FICTION', pages: 304, authorId: 'a1' },
      { id: 'b2', title: 'A Wizard of Earthsea', year: 1968, genre: 'FANTASY', pages: 183, authorId: 'a1' },
      { id: 'b3', title: 'The Dispossessed', year: 1974, genre: 'SCIENCE_FICTION', pages: 387, authorId: 'a1' },
      { id: 'b4', title: 'Solaris', year: 1961, genre: 'SCIENCE_FICTION', pages: 204, authorId: 'a2' },
      { id: 'b5', title: 'The Cyberiad', year: 1965, genre: 'SCIENCE_FICTION', pages: 295, authorId: 'a2' },
      { id: 'b6', title: 'Murder on the Orient Express', year: 1934, genre: 'MYSTERY', pages: 256, authorId: 'a3' },
      { id: 'b7', title: 'And Then There Were None', year: 1939, genre: 'MYSTERY', pages: 272, authorId: 'a3' },
      { id: 'b8', title: 'Half of a Yellow Sun', year: 2006, genre: 'FICTION', pages: 433, authorId: 'a4' },
      { id: 'b9', title: 'Americanah', year: 2013, genre: 'FICTION', pages: 477, authorId: 'a4' },
      { id: 'b10', title: 'Cosmos', year: 1980, genre: 'NON_FICTION', pages: 365, authorId: 'a5' },
    ],
    reviews: [
      { id: 'r1', bookId: 'b1', reviewer: 'mira', rating: 5, text: 'Thoughtful and strange in the best way.' },
      { id: 'r2', bookId: 'b1', reviewer: 'tomek', rating: 4, text: 'Slow start, unforgettable ending.' },
      { id: 'r3', bookId: 'b2', reviewer: 'jules', rating: 5, text: 'The magic system still feels fresh.' },
      { id: 'r4', bookId: 'b4', reviewer: 'tomek', rating: 4, text: 'More about us than about the ocean.' },
      { id: 'r5', bookId: 'b4', reviewer: 'ines', rating: 3, text: null },
      { id: 'r6', bookId: 'b5', reviewer: 'ines', rating: 5, text: 'Robot fairy tales full of wordplay.' },
      { id: 'r7', bookId: 'b6', reviewer: 'sam', rating: 4, text: 'Guessed wrong until the last chapter.' },
      { id: 'r8', bookId: 'b7', reviewer: 'mira', rating: 5, text: 'Tense from the first page.' },
      { id: 'r9', bookId: 'b7', reviewer: 'sam', rating: 5, text: null },
      { id: 'r10', bookId: 'b8', reviewer: 'ada', rating: 5, text: 'Heartbreaking and vivid.' },
      { id: 'r11', bookId: 'b9', reviewer: 'jules', rating: 4, text: 'Sharp, funny, honest.' },
      { id: 'r12', bookId: 'b10', reviewer: 'ada', rating: 5, text: 'Made me look up more often.' },
      { id: 'r13', bookId: 'b10', reviewer: 'sam', rating: 4, text: 'A classic that has aged well.' },
      { id: 'r14', bookId: 'b3', reviewer: 'ines', rating: 4, text: 'An anarchist utopia taken seriously.' },
      { id: 'r15', bookId: 'b6', reviewer: 'ada', rating: 3, text: 'Fun, if a little dated.' },
    ],
  };
}

type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
const average = (rs: ReviewRow[]) => (rs.length ? Math.round((rs.reduce((s, r) => s + r.rating, 0) / rs.length) * 100) / 100 : null);

function resolverMap(data: LibraryData): Record<string, Record<string, Resolver>> {
  const reviewsOf = (bookId: string) => data.reviews.filter((r) => r.bookId === bookId);
  return {
    Query: {
      books: (_s, { genre, limit, orderBy }) => {
        let list = data.books.filter((b) => !genre || b.genre === genre);
        if (orderBy === 'YEAR') list = [...list].sort((a, b) => a.year - b.year);
        else if (orderBy === 'RATING') list = [...list].sort((a, b) => (average(reviewsOf(b.id)) ?? 0) - (average(reviewsOf(a.id)) ?? 0));
        else list = [...list].sort((a, b) => a.title.localeCompare(b.title));
        if (typeof limit === 'number' && limit < 0) throw new GraphQLError('limit must be 0 or more');
        return typeof limit === 'number' ? list.slice(0, limit) : list;
      },
      book: (_s, { id }) => data.books.find((b) => b.id === id) ?? null,
      authors: () => [...data.authors].sort((a, b) => a.name.localeCompare(b.name)),
      author: (_s, { id }) => data.authors.find((a) => a.id === id) ?? null,
      search: (_s, { term }) => {
        const t = String(term).toLowerCase();
        return [
          ...data.books.filter((b) => b.title.toLowerCase().includes(t)).map((b) => ({ ...b, __typename: 'Book' })),
          ...data.authors.filter((a) => a.name.toLowerCase().includes(t)).map((a) => ({ ...a, __typename: 'Author' })),
        ];
      },
    },
    Mutation: {
      addReview: (_s, { input }) => {
        const { bookId, reviewer, rating, text } = input as { bookId: string; reviewer: string; rating: number; text?: string | null };
        if (!data.books.some((b) => b.id === bookId)) throw new GraphQLError(`No book with id "${bookId}"`);
        if (rating < 1 || rating > 5) throw new GraphQLError('rating must be between 1 and 5');
        const review: ReviewRow = { id: `r${data.reviews.length + 1}`, bookId, reviewer, rating, text: text ?? null };
        data.reviews.push(review);
        return review;
      },
    },
    Book: {
      author: (b) => data.authors.find((a) => a.id === (b as BookRow).authorId),
      reviews: (b, { minRating }) => reviewsOf((b as BookRow).id).filter((r) => r.rating >= (typeof minRating === 'number' ? minRating : 1)),
      averageRating: (b) => average(reviewsOf((b as BookRow).id)),
    },
    Author: {
      books: (a) => data.books.filter((b) => b.authorId === (a as AuthorRow).id),
    },
    Review: {
      book: (r) => data.books.find((b) => b.id === (r as ReviewRow).bookId),
    },
  };
}

export interface Library {
  schema: GraphQLSchema;
  data: LibraryData;
  fieldResolver: Resolver;
}

export function createLibrary(): Library {
  const schema = buildSchema(sampleSdl);
  const data = createLibraryData();
  const map = resolverMap(data);
  const fieldResolver: Resolver = (source, args, context, info) => {
    const own = map[info.parentType.name]?.[info.fieldName];
    if (own) return own(source, args, context, info);
    return source && typeof source === 'object' ? (source as Record<string, unknown>)[info.fieldName] : undefined;
  };
  // A union needs to know each object's type.
  const search = schema.getType('SearchResult');
  if (search && isUnionType(search))
    search.resolveType = (v) => (v as { __typename?: string }).__typename ?? ('title' in (v as object) ? 'Book' : 'Author');
  return { schema, data, fieldResolver };
}

export { sampleQuery, sampleVariables } from './graphql-playground.sample';

/** Runs a GraphQL document; the output is the response JSON, and errors carry line/column when known. */
export async function runGraphql(lib: Library, query: string, variablesText: string): Promise<Result<string> & { output?: string }> {
  let variables: Record<string, unknown> | undefined;
  if (variablesText.trim() !== '') {
    const v = parseJson(variablesText);
    if (!v.ok) return fail(`Variables: ${v.error.message}`);
    if (v.value === null || typeof v.value !== 'object' || Array.isArray(v.value)) return fail('Variables must be a JSON object, like {"id": "b1"}');
    variables = v.value as Record<string, unknown>;
  }
  if (query.trim() === '') return fail('The query is empty: write a query such as { books { title } }.');
  let document;
  try {
    document = parse(query);
  } catch (e) {
    if (e instanceof GraphQLError) return { ...located([e]), output: toJson({ errors: [e.toJSON()] }) };
    throw e;
  }
  const errors = validate(lib.schema, document);
  if (errors.length > 0) return { ...located(errors), output: toJson({ errors: errors.map((e) => e.toJSON()) }) };
  const result = await execute({ schema: lib.schema, document, variableValues: variables, fieldResolver: lib.fieldResolver });
  const json = toJson(result.errors ? { errors: result.errors.map((e) => e.toJSON()), data: result.data } : { data: result.data });
  if (result.errors && result.errors.length > 0 && !result.data) return { ...located(result.errors), output: json };
  return ok(json);
}

const toJson = (v: unknown) => JSON.stringify(v, null, 2);

function located(errors: readonly GraphQLError[]): Result<never> {
  const first = errors[0];
  const loc = first.locations?.[0];
  const message = errors.map((e) => e.message).join('\n');
  return fail(message, loc ? { line: loc.line, column: loc.column } : undefined);
}

export interface DocArg {
  name: string;
  type: string;
  description: string | null;
  defaultValue?: string;
}
export interface DocField {
  name: string;
  type: string;
  description: string | null;
  args: DocArg[];
}
export interface DocType {
  name: string;
  kind: 'object' | 'input' | 'enum' | 'union' | 'interface' | 'scalar';
  description: string | null;
  fields: DocField[];
  /** Enum values or union members. */
  values: string[];
}

/** Every named type of the schema (built-in introspection types left out), root types first. */
export function describeSchema(schema: GraphQLSchema): DocType[] {
  const roots = [schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name].filter(Boolean) as string[];
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  types.sort((a, b) => {
    const ra = roots.indexOf(a.name);
    const rb = roots.indexOf(b.name);
    if (ra >= 0 || rb >= 0) return (ra < 0 ? 99 : ra) - (rb < 0 ? 99 : rb);
    return a.name.localeCompare(b.name);
  });
  return types.map((t) => {
    const base = { name: t.name, description: t.description ?? null, fields: [] as DocField[], values: [] as string[] };
    if (isObjectType(t) || isInterfaceType(t)) {
      return {
        ...base,
        kind: isObjectType(t) ? 'object' : 'interface',
        fields: Object.values(t.getFields()).map((f) => ({
          name: f.name,
          type: String(f.type),
          description: f.description ?? null,
          args: f.args.map((a) => ({
            name: a.name,
            type: String(a.type),
            description: a.description ?? null,
            ...(a.defaultValue !== undefined ? { defaultValue: JSON.stringify(a.defaultValue).replace(/^"([A-Z_]+)"$/, '$1') } : {}),
          })),
        })),
      };
    }
    if (isInputObjectType(t)) {
      return {
        ...base,
        kind: 'input',
        fields: Object.values(t.getFields()).map((f) => ({ name: f.name, type: String(f.type), description: f.description ?? null, args: [] })),
      };
    }
    if (isEnumType(t)) return { ...base, kind: 'enum', values: t.getValues().map((v) => v.name) };
    if (isUnionType(t)) return { ...base, kind: 'union', values: t.getTypes().map((m) => m.name) };
    return { ...base, kind: 'scalar' };
  });
}

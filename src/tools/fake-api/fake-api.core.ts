/**
 * The data of the fake JSON API. It is generated from a fixed seed, so it is the same on every run;
 * scripts/gen-fake-api.mjs writes it as the static files under public/fake-api/ for dev and build.
 */

import { createRandom, intBetween, pick } from '@/lib/random';

export const API_BASE = '/fake-api';
const SEED = 20240517;

export interface Country {
  code: string;
  name: string;
  capital: string;
  region: string;
  population: number;
  currency: string;
  callingCode: string;
}
export interface Company {
  id: number;
  name: string;
  industry: string;
  catchPhrase: string;
  employees: number;
  founded: number;
  country: string;
  website: string;
}
export interface User {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string;
  website: string;
  role: 'admin' | 'editor' | 'member';
  companyId: number;
  address: { street: string; city: string; zipcode: string; country: string; geo: { lat: number; lng: number } };
  createdAt: string;
}
export interface Post {
  id: number;
  userId: number;
  title: string;
  body: string;
  tags: string[];
  published: boolean;
  likes: number;
  createdAt: string;
}
export interface Comment {
  id: number;
  postId: number;
  name: string;
  email: string;
  body: string;
  createdAt: string;
}
export interface Todo {
  id: number;
  userId: number;
  title: string;
  completed: boolean;
  priority: 'low' | 'medium' | 'high';
  dueDate: string;
}

export interface FakeData {
  users: User[];
  posts: Post[];
  comments: Comment[];
  todos: Todo[];
  countries: Country[];
  companies: Company[];
}

// Real facts (approximate populations, 2023).
const countries: Country[] = [
  { code: 'AR', name: 'Argentina', capital: 'Buenos Aires', region: 'Americas', population: 46654581, currency: 'ARS', callingCode: '+54' },
  { code: 'AU', name: 'Australia', capital: 'Canberra', region: 'Oceania', population: 26638544, currency: 'AUD', callingCode: '+61' },
  { code: 'BR', name: 'Brazil', capital: 'Brasília', region: 'Americas', population: 216422446, currency: 'BRL', callingCode: '+55' },
  { code: 'CA', name: 'Canada', capital: 'Ottawa', region: 'Americas', population: 40097761, currency: 'CAD', callingCode: '+1' },
  { code: 'DE', name: 'Germany', capital: 'Berlin', region: 'Europe', population: 84482267, currency: 'EUR', callingCode: '+49' },
  { code: 'EG', name: 'Egypt', capital: 'Cairo', region: 'Africa', population: 112716598, currency: 'EGP', callingCode: '+20' },
  { code: 'ES', name: 'Spain', capital: 'Madrid', region: 'Europe', population: 48373336, currency: 'EUR', callingCode: '+34' },
  { code: 'FR', name: 'France', capital: 'Paris', region: 'Europe', population: 68170228, currency: 'EUR', callingCode: '+33' },
  { code: 'GB', name: 'United Kingdom', capital: 'London', region: 'Europe', population: 68350000, currency: 'GBP', callingCode: '+44' },
  { code: 'IN', name: 'India', capital: 'New Delhi', region: 'Asia', population: 1428627663, currency: 'INR', callingCode: '+91' },
  { code: 'IT', name: 'Italy', capital: 'Rome', region: 'Europe', population: 58761146, currency: 'EUR', callingCode: '+39' },
  { code: 'JP', name: 'Japan', capital: 'Tokyo', region: 'Asia', population: 124516650, currency: 'JPY', callingCode: '+81' },
  { code: 'KE', name: 'Kenya', capital: 'Nairobi', region: 'Africa', population: 55100586, currency: 'KES', callingCode: '+254' },
  { code: 'KR', name: 'South Korea', capital: 'Seoul', region: 'Asia', population: 51712619, currency: 'KRW', callingCode: '+82' },
  { code: 'MX', name: 'Mexico', capital: 'Mexico City', region: 'Americas', population: 128455567, currency: 'MXN', callingCode: '+52' },
  { code: 'NG', name: 'Nigeria', capital: 'Abuja', region: 'Africa', population: 223804632, currency: 'NGN', callingCode: '+234' },
  { code: 'NL', name: 'Netherlands', capital: 'Amsterdam', region: 'Europe', population: 17879488, currency: 'EUR', callingCode: '+31' },
  { code: 'NZ', name: 'New Zealand', capital: 'Wellington', region: 'Oceania', population: 5223100, currency: 'NZD', callingCode: '+64' },
  { code: 'PL', name: 'Poland', capital: 'Warsaw', region: 'Europe', population: 36753736, currency: 'PLN', callingCode: '+48' },
  { code: 'SE', name: 'Sweden', capital: 'Stockholm', region: 'Europe', population: 10551707, currency: 'SEK', callingCode: '+46' },
  { code: 'US', name: 'United States', capital: 'Washington, D.C.', region: 'Americas', population: 334914895, currency: 'USD', callingCode: '+1' },
];

const citiesByCountry: Record<string, string[]> = {
  AR: ['Córdoba', 'Rosario'],
  AU: ['Melbourne', 'Perth'],
  BR: ['Recife', 'Curitiba'],
  CA: ['Montreal', 'Calgary'],
  DE: ['Leipzig', 'Cologne'],
  EG: ['Alexandria', 'Giza'],
  ES: ['Seville', 'Bilbao'],
  FR: ['Nantes', 'Lille'],
  GB: ['Bristol', 'Glasgow'],
  IN: ['Pune', 'Jaipur'],
  IT: ['Bologna', 'Naples'],
  JP: ['Sapporo', 'Fukuoka'],
  KE: ['Mombasa', 'Kisumu'],
  KR: ['Busan', 'Daegu'],
  MX: ['Guadalajara', 'Puebla'],
  NG: ['Lagos', 'Ibadan'],
  NL: ['Utrecht', 'Rotterdam'],
  NZ: ['Auckland', 'Dunedin'],
  PL: ['Kraków', 'Wrocław'],
  SE: ['Gothenburg', 'Malmö'],
  US: ['Portland', 'Pittsburgh'],
};
// prettier-ignore
const firstNames = ['Maya', 'Leon', 'Aisha', 'Mateo', 'Hana', 'Noah', 'Zofia', 'Kwame', 'Elena', 'Ravi', 'Freya', 'Diego', 'Yuki', 'Omar', 'Clara', 'Tariq'];
// prettier-ignore
const lastNames = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Kowalski', 'Haddad', 'Fernández', 'Müller', 'Sharma', 'Brennan', 'Costa', 'Nakamura', 'Adeyemi', 'Rossi'];
// prettier-ignore
const streets = ['Maple Street', 'Harbour Road', 'Linden Avenue', 'Station Square', 'Mill Lane', 'Orchard Way', 'Canal Street', 'Hillside Drive', 'Market Place', 'Cedar Court'];
// prettier-ignore
const companyStems = ['Northwind', 'Bluepeak', 'Lumen', 'Quarry', 'Fernbrook', 'Kestrel', 'Halcyon', 'Copperleaf', 'Tidewater', 'Brightline', 'Orbital', 'Stonegate'];
const companySuffixes = ['Labs', 'Systems', 'Logistics', 'Analytics', 'Foods', 'Studio', 'Energy', 'Health'];
const industries = ['Software', 'Logistics', 'Renewable energy', 'Healthcare', 'Food & beverage', 'Design', 'Finance', 'Education'];
const phraseA = ['Reliable', 'Human-centred', 'Scalable', 'Carbon-neutral', 'Open', 'Data-driven', 'Friendly', 'Resilient'];
const phraseB = ['infrastructure', 'delivery', 'insights', 'care', 'tooling', 'supply chains', 'payments', 'learning'];
const phraseC = ['for growing teams', 'at any scale', 'without the hassle', 'for a changing world', 'built to last', 'you can trust'];
// prettier-ignore
const topics = ['TypeScript', 'SQL', 'testing', 'accessibility', 'caching', 'CSS grid', 'Web Workers', 'JSON Schema', 'GraphQL', 'Docker', 'Git', 'REST APIs', 'performance', 'regex', 'time zones', 'Unicode'];
const titleTemplates = [
  'A practical guide to {t}',
  'What I wish I knew about {t}',
  '{t} in ten minutes',
  'Five mistakes people make with {t}',
  'Why {t} is easier than it looks',
  'Debugging {t} in production',
  'The case for boring {t}',
  'Notes from a year of {t}',
];
const sentences = [
  'Start with the smallest example that still shows the problem.',
  'Measure before you optimise, and measure again afterwards.',
  'Most bugs hide at the boundaries between systems.',
  'Good defaults save more time than clever options.',
  'Write the error message you would want to read at 3 a.m.',
  'A test that never fails is not telling you anything.',
  'Naming things well is half of the documentation.',
  'Keep the happy path obvious and the edge cases explicit.',
  'Small pull requests get better reviews.',
  'Read the changelog before you upgrade a dependency.',
  'Logs are for machines first and people second.',
  'Delete code you no longer need; version control remembers it.',
];
const commentLines = [
  'Great write-up, thanks for sharing!',
  'This saved me an afternoon of debugging.',
  'Could you expand on the second point?',
  'I disagree a little, but the examples are clear.',
  'Bookmarked for the next time this bites me.',
  'We ran into exactly this last week.',
  'Would love a follow-up on testing this.',
  'The diagram in my head finally makes sense.',
  'Is there a version of this for older browsers?',
  'Clear and to the point, nice.',
];
const todoVerbs = ['Review', 'Write', 'Refactor', 'Document', 'Test', 'Deploy', 'Plan', 'Fix', 'Update', 'Benchmark'];
// prettier-ignore
const todoObjects = ['the login form', 'release notes', 'the billing service', 'API pagination', 'the onboarding email', 'CI cache settings', 'error tracking', 'the search index', 'dependency versions', 'the dashboard charts'];

const day = 86_400_000;
const start = Date.UTC(2024, 0, 1);
const isoAt = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export function generateFakeData(): FakeData {
  const rnd = createRandom(SEED);
  const int = (min: number, max: number) => intBetween(rnd, min, max);
  const pickOne = <T>(list: readonly T[]) => pick(rnd, list);
  const companies: Company[] = [];
  const usedNames = new Set<string>();
  for (let id = 1; id <= 10; id++) {
    let name = '';
    do name = `${pickOne(companyStems)} ${pickOne(companySuffixes)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    companies.push({
      id,
      name,
      industry: pickOne(industries),
      catchPhrase: `${pickOne(phraseA)} ${pickOne(phraseB)} ${pickOne(phraseC)}`,
      employees: int(8, 4000),
      founded: int(1985, 2022),
      country: pickOne(countries).code,
      website: `https://${slug(name)}.example`,
    });
  }

  const users: User[] = [];
  const usedPeople = new Set<string>();
  for (let id = 1; id <= 10; id++) {
    let first = '';
    let last = '';
    do {
      first = pickOne(firstNames);
      last = pickOne(lastNames);
    } while (usedPeople.has(first + last));
    usedPeople.add(first + last);
    const country = pickOne(countries);
    const username = `${slug(first)}.${slug(last)}`;
    users.push({
      id,
      name: `${first} ${last}`,
      username,
      email: `${username}@example.com`,
      phone: `${country.callingCode} ${int(100, 999)} ${int(100, 999)} ${int(1000, 9999)}`,
      website: `https://${slug(first)}${slug(last)}.example`,
      role: id === 1 ? 'admin' : rnd() < 0.3 ? 'editor' : 'member',
      companyId: int(1, 10),
      address: {
        street: `${int(1, 240)} ${pickOne(streets)}`,
        city: pickOne(citiesByCountry[country.code]),
        zipcode: String(int(10000, 99999)),
        country: country.code,
        geo: { lat: Math.round((rnd() * 140 - 70) * 1e4) / 1e4, lng: Math.round((rnd() * 360 - 180) * 1e4) / 1e4 },
      },
      createdAt: isoAt(start + int(0, 90) * day + int(0, 86_399) * 1000),
    });
  }

  const posts: Post[] = [];
  for (let id = 1; id <= 100; id++) {
    const topic = pickOne(topics);
    const tags = new Set<string>([slug(topic)]);
    while (tags.size < int(1, 3)) tags.add(slug(pickOne(topics)));
    const body: string[] = [];
    for (let n = int(2, 4); n > 0; n--) body.push(pickOne(sentences));
    posts.push({
      id,
      userId: ((id - 1) % 10) + 1,
      title: pickOne(titleTemplates).replace('{t}', topic),
      body: body.join(' '),
      tags: [...tags],
      published: rnd() < 0.85,
      likes: int(0, 480),
      createdAt: isoAt(start + 100 * day + id * 2 * day + int(0, 86_399) * 1000),
    });
  }

  const comments: Comment[] = [];
  for (let id = 1; id <= 500; id++) {
    const postId = ((id - 1) % 100) + 1;
    const first = pickOne(firstNames);
    const last = pickOne(lastNames);
    comments.push({
      id,
      postId,
      name: `${first} ${last}`,
      email: `${slug(first)}${int(1, 99)}@example.org`,
      body: pickOne(commentLines),
      createdAt: isoAt(Date.parse(posts[postId - 1].createdAt) + int(1, 30 * 24) * 3_600_000),
    });
  }

  const todos: Todo[] = [];
  for (let id = 1; id <= 200; id++) {
    todos.push({
      id,
      userId: ((id - 1) % 10) + 1,
      title: `${pickOne(todoVerbs)} ${pickOne(todoObjects)}`,
      completed: rnd() < 0.45,
      priority: pickOne(['low', 'medium', 'high'] as const),
      dueDate: isoAt(start + 300 * day + int(0, 120) * day).slice(0, 10),
    });
  }

  return { users, posts, comments, todos, countries, companies };
}

/** Every file of the API: path under /fake-api (without the leading slash) → JSON value. */
export function fakeApiFiles(data: FakeData = generateFakeData()): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const index = endpoints.map((e) => ({ path: `${API_BASE}/${e.path}`, description: e.description }));
  files.set('index.json', { name: 'DevBench fake JSON API', endpoints: index });
  files.set('users.json', data.users);
  files.set('posts.json', data.posts);
  files.set('comments.json', data.comments);
  files.set('todos.json', data.todos);
  files.set('countries.json', data.countries);
  files.set('companies.json', data.companies);
  for (const u of data.users) {
    files.set(`users/${u.id}.json`, u);
    files.set(
      `users/${u.id}/posts.json`,
      data.posts.filter((p) => p.userId === u.id),
    );
    files.set(
      `users/${u.id}/todos.json`,
      data.todos.filter((t) => t.userId === u.id),
    );
  }
  for (const p of data.posts) {
    files.set(`posts/${p.id}.json`, p);
    files.set(
      `posts/${p.id}/comments.json`,
      data.comments.filter((c) => c.postId === p.id),
    );
  }
  for (const t of data.todos) files.set(`todos/${t.id}.json`, t);
  for (const c of data.countries) files.set(`countries/${c.code}.json`, c);
  for (const c of data.companies) {
    files.set(`companies/${c.id}.json`, c);
    files.set(
      `companies/${c.id}/users.json`,
      data.users.filter((u) => u.companyId === c.id),
    );
  }
  return files;
}

export const serialize = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export interface Endpoint {
  /** Path under /fake-api; `{id}` is a parameter. */
  path: string;
  description: string;
  /** Example parameter value and its allowed range, for the try-it console. */
  param?: { name: string; example: string; hint: string };
  fields: [string, string][];
}

const userFields: [string, string][] = [
  ['id', 'number, 1–10'],
  ['name, username, email, phone, website', 'strings'],
  ['role', '"admin" | "editor" | "member"'],
  ['companyId', 'number, see /companies'],
  ['address', '{ street, city, zipcode, country (ISO code), geo: { lat, lng } }'],
  ['createdAt', 'ISO 8601 date-time (UTC)'],
];
const postFields: [string, string][] = [
  ['id', 'number, 1–100'],
  ['userId', 'number, the author'],
  ['title, body', 'strings'],
  ['tags', 'string[]'],
  ['published', 'boolean'],
  ['likes', 'number'],
  ['createdAt', 'ISO 8601 date-time (UTC)'],
];
const commentFields: [string, string][] = [
  ['id', 'number, 1–500'],
  ['postId', 'number'],
  ['name, email, body', 'strings'],
  ['createdAt', 'ISO 8601 date-time (UTC)'],
];
const todoFields: [string, string][] = [
  ['id', 'number, 1–200'],
  ['userId', 'number'],
  ['title', 'string'],
  ['completed', 'boolean'],
  ['priority', '"low" | "medium" | "high"'],
  ['dueDate', 'date, YYYY-MM-DD'],
];
const countryFields: [string, string][] = [
  ['code', 'ISO 3166-1 alpha-2'],
  ['name, capital, region', 'strings'],
  ['population', 'number'],
  ['currency', 'ISO 4217 code'],
  ['callingCode', 'string, e.g. "+44"'],
];
const companyFields: [string, string][] = [
  ['id', 'number, 1–10'],
  ['name, industry, catchPhrase, website', 'strings'],
  ['employees, founded', 'numbers'],
  ['country', 'ISO 3166-1 alpha-2'],
];

export const endpoints: Endpoint[] = [
  { path: 'users.json', description: 'All 10 users.', fields: userFields },
  { path: 'users/{id}.json', description: 'One user.', param: { name: 'id', example: '1', hint: '1–10' }, fields: userFields },
  { path: 'users/{id}/posts.json', description: 'The posts a user wrote.', param: { name: 'id', example: '3', hint: '1–10' }, fields: postFields },
  { path: 'users/{id}/todos.json', description: "A user's to-do items.", param: { name: 'id', example: '2', hint: '1–10' }, fields: todoFields },
  { path: 'posts.json', description: 'All 100 posts.', fields: postFields },
  { path: 'posts/{id}.json', description: 'One post.', param: { name: 'id', example: '1', hint: '1–100' }, fields: postFields },
  {
    path: 'posts/{id}/comments.json',
    description: 'The comments on a post (5 each).',
    param: { name: 'id', example: '1', hint: '1–100' },
    fields: commentFields,
  },
  { path: 'comments.json', description: 'All 500 comments.', fields: commentFields },
  { path: 'todos.json', description: 'All 200 to-do items.', fields: todoFields },
  { path: 'todos/{id}.json', description: 'One to-do item.', param: { name: 'id', example: '7', hint: '1–200' }, fields: todoFields },
  { path: 'countries.json', description: '21 countries with capital, region, population and currency.', fields: countryFields },
  {
    path: 'countries/{code}.json',
    description: 'One country by its ISO code.',
    param: { name: 'code', example: 'JP', hint: 'e.g. GB, US, JP' },
    fields: countryFields,
  },
  { path: 'companies.json', description: 'All 10 companies.', fields: companyFields },
  { path: 'companies/{id}.json', description: 'One company.', param: { name: 'id', example: '1', hint: '1–10' }, fields: companyFields },
  {
    path: 'companies/{id}/users.json',
    description: 'The users who work at a company.',
    param: { name: 'id', example: '4', hint: '1–10' },
    fields: userFields,
  },
];

/**
 * The URL of an endpoint with its parameter filled in (a bad value is encoded, and the server answers
 * 404). A lone surrogate, which encodeURIComponent refuses with "URI malformed", becomes U+FFFD first.
 */
export function endpointUrl(e: Endpoint, value = e.param?.example ?? ''): string {
  const path = e.param ? e.path.replace(`{${e.param.name}}`, encodeURIComponent(value.trim().toWellFormed())) : e.path;
  return `${API_BASE}/${path}`;
}

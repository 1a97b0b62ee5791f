import { fillTemplate } from '@/tools/template-string/template-string.core';

const VALUES = JSON.stringify({
  name: 'Ada',
  user: { name: 'Grace', age: 85, address: { city: 'Arlington', zip: '22201' } },
  items: [{ title: 'first' }, { title: 'second' }],
  count: 3,
  active: true,
  nothing: null,
  'dotted.key': 'literal',
  tags: ['a', 'b'],
});

function fill(template: string, values = VALUES, syntax?: 'auto' | 'mustache' | 'dollar') {
  const r = fillTemplate(template, values, syntax ? { syntax } : undefined);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('fillTemplate', () => {
  it.each([
    ['Hello {{name}}!', 'Hello Ada!'],
    ['Hello {{ name }}!', 'Hello Ada!'],
    ['Hello ${name}!', 'Hello Ada!'],
    ['Hello ${ name }!', 'Hello Ada!'],
    ['{{user.name}} is {{user.age}}', 'Grace is 85'],
    ['{{ user.address.city }}', 'Arlington'],
    ['{{items[1].title}} and {{items.0.title}}', 'second and first'],
    ['{{count}} {{active}} [{{nothing}}]', '3 true []'],
    ['{{tags}} {{user.address}}', '["a","b"] {"city":"Arlington","zip":"22201"}'],
    ['{{dotted.key}}', 'literal'],
    ['{{{name}}}', 'Ada'],
    ['{{{name}}', '{Ada'],
    ['\\{{name}} and \\${name}', '{{name}} and ${name}'],
    ['{{}} and ${}', '{{}} and ${}'],
    ['no placeholders', 'no placeholders'],
    ['', ''],
    ['{{name}}{{name}}${name}', 'AdaAdaAda'],
  ])('fills %j', (template, text) => {
    expect(fill(template).text).toBe(text);
  });

  it('leaves missing placeholders in place and lists each once', () => {
    const r = fill('Hi {{first}} {{user.nickname}} ${first} {{items[5].title}}');
    expect(r.text).toBe('Hi {{first}} {{user.nickname}} ${first} {{items[5].title}}');
    expect(r.missing).toEqual(['first', 'user.nickname', 'items[5].title']);
  });

  it('lists the highest-level values no placeholder used', () => {
    const r = fill('{{user.name}} {{items[0].title}}');
    expect(r.unused).toEqual(['name', 'user.age', 'user.address', 'items.1', 'count', 'active', 'nothing', 'dotted.key', 'tags']);
  });

  it('counts a whole object as used when a placeholder prints it', () => {
    expect(fill('{{user}}').unused).not.toContain('user.age');
  });

  it.each([
    ['mustache', 'Hi {{name}} ${name}', 'Hi Ada ${name}', []],
    ['dollar', 'Hi {{name}} ${name}', 'Hi {{name}} Ada', []],
    ['auto', 'Hi {{name}} ${name}', 'Hi Ada Ada', []],
    ['dollar', '${missing} {{missing}}', '${missing} {{missing}}', ['missing']],
  ] as const)('fills only %s placeholders when asked', (syntax, template, text, missing) => {
    const r = fill(template, VALUES, syntax);
    expect(r.text).toBe(text);
    expect(r.missing).toEqual(missing);
  });

  it('treats blank values as an empty object', () => {
    expect(fill('Hi {{name}}', '  ')).toEqual({ text: 'Hi {{name}}', missing: ['name'], unused: [] });
  });

  it('does not look up inherited properties', () => {
    expect(fill('{{constructor}} {{toString}} {{__proto__}}', '{}').missing).toEqual(['constructor', 'toString', '__proto__']);
  });

  it('fills a 5 MB template', () => {
    const template = 'Dear {{user.name}}, you owe ${count} items. '.repeat(120000);
    const r = fill(template);
    expect(r.text.startsWith('Dear Grace, you owe 3 items. Dear')).toBe(true);
  });

  it('walks values nested 10,000 deep without overflowing', () => {
    const deep = `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`;
    const r = fill('{{a.a.a}}', deep);
    expect(r.text).toContain('"a"');
    expect(r.unused).toEqual([]);
    const untouched = fill('x', deep);
    expect(untouched.unused).toEqual(['a']);
  });
});

describe('fillTemplate: malformed values', () => {
  it.each([
    ['truncated JSON', '{"name": "Ada"', /end of input|not closed/i, 1],
    ['a syntax error on line 2', '{\n  "name": Ada\n}', /./, 2],
    ['binary garbage', '\u0000\u0001\uFFFD', /./, 1],
  ])('reports %s with its line', (_, values, message, line) => {
    const r = fillTemplate('{{name}}', values);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(message);
      expect(r.error.line).toBe(line);
    }
  });

  it.each([
    ['an array', '[1, 2]', 'not an array'],
    ['a number', '42', 'not a number'],
    ['a string', '"Ada"', 'not a string'],
    ['null', 'null', 'not null'],
  ])('rejects %s as values', (_, values, message) => {
    const r = fillTemplate('{{name}}', values);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  it.each([
    ['a non-string template', 42, '{}', 'Enter a template'],
    ['non-string values', 'x', { name: 'Ada' }, 'Enter the values'],
  ])('fails on %s', (_, template, values, message) => {
    const r = fillTemplate(template as string, values as string);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  it('rejects an unknown syntax', () => {
    const r = fillTemplate('x', '{}', { syntax: 'jinja' as 'auto' });
    expect(r.ok).toBe(false);
  });
});

// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { MantineProvider } from '@mantine/core';
import yaml from 'js-yaml';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import DockerMysql from '@/tools/docker-db/DockerMysql';
import DockerPostgres from '@/tools/docker-db/DockerPostgres';
import RandomNumberJava from '@/tools/random-number/RandomNumberJava';
import RandomNumberJavascript from '@/tools/random-number/RandomNumberJavascript';
import RandomNumberPython from '@/tools/random-number/RandomNumberPython';
import { JAVA_SNIPPETS, JS_SNIPPETS, PYTHON_SNIPPETS } from '@/tools/random-number/random-number-snippets.core';

/** The page as the server prerenders it: readable before any JavaScript runs. */
function prerender(Island: ComponentType) {
  const html = renderToString(
    <MantineProvider>
      <Island />
    </MantineProvider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

/** The code written inline in the prose (not the snippets, which run elsewhere). */
const inlineCode = (body: HTMLElement) => Array.from(body.querySelectorAll('p code'), (c) => c.textContent ?? '');

describe('the random-number how-to pages', () => {
  it.each([
    ['JavaScript', RandomNumberJavascript, JS_SNIPPETS],
    ['Python', RandomNumberPython, PYTHON_SNIPPETS],
    ['Java', RandomNumberJava, JAVA_SNIPPETS],
  ] as const)('%s: prerenders the generator and every snippet', (_lang, Island, snippets) => {
    const body = prerender(Island);
    expect(body.querySelector('[data-tool]')).not.toBeNull();
    expect(body.querySelector('textarea[readonly]')).not.toBeNull();
    const shown = Array.from(body.querySelectorAll('pre code'), (c) => c.textContent);
    for (const code of Object.values(snippets)) expect(shown).toContain(code);
    expect(body.querySelectorAll('h2').length).toBeGreaterThanOrEqual(6);
  });

  it('JavaScript written inline in the prose parses', () => {
    const codes = inlineCode(prerender(RandomNumberJavascript));
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) {
      // Compiled, not run: the free names are parameters.
      expect(() => new Function('min', 'max', 'range', `return (${code});`), code).not.toThrow();
    }
  });

  it('Python written inline in the prose parses', () => {
    const codes = inlineCode(prerender(RandomNumberPython)).filter((c) => c !== '%');
    expect(codes.length).toBeGreaterThan(15);
    const script = `import ast, json, sys\nfor c in json.loads(sys.stdin.read()):\n    ast.parse(c, mode="eval")\nprint("ok")`;
    expect(execFileSync('python3', ['-c', script], { input: JSON.stringify(codes), encoding: 'utf8' })).toBe('ok\n');
  });
});

describe('the Docker how-to pages', () => {
  it.each([
    ['MySQL', DockerMysql, 'mysql'],
    ['PostgreSQL', DockerPostgres, 'postgres'],
  ] as const)('%s: prerenders every step with the default values', (_name, Island, service) => {
    const body = prerender(Island);
    const figures = Array.from(body.querySelectorAll('figure'), (f) => f.getAttribute('aria-label'));
    expect(figures).toEqual(expect.arrayContaining(['docker run', 'docker-compose.yml', 'docker logs']));
    const compose = body.querySelector('figure[aria-label="docker-compose.yml"] code')?.textContent ?? '';
    expect(Object.keys((yaml.load(compose) as { services: object }).services)).toEqual([service]);
    // The depends_on example in the prose is valid YAML naming the service.
    const dependsOn = inlineCode(body).find((c) => c.startsWith('depends_on'));
    expect(yaml.load(dependsOn ?? '')).toEqual({ depends_on: { [service]: { condition: 'service_healthy' } } });
  });
});

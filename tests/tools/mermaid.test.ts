// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { decodeStateFragment, encodeStateFragment, pickKnownFields } from '@/lib/url-state';
import { sanitizeDiagramSvg } from '@/lib/diagram-svg';
import {
  LIVE_RENDER_CHARS,
  LIVE_SUBGRAPH_DEPTH,
  liveRenderLimit,
  MERMAID_CONFIG,
  parseMermaidError,
  SAMPLE_CODE,
  subgraphDepth,
  TEMPLATES,
} from '@/tools/mermaid/mermaid.core';
import { SAMPLE_MERMAID_SVG } from '@/tools/mermaid/mermaid.sample-output';
import { random } from '../real/programs';

describe('parseMermaidError', () => {
  it('reads the line of a Jison parse error and keeps the pointer', () => {
    const raw = "Parse error on line 2:\n...LR  A --> B -->\n----------------^\nExpecting 'AMP', 'ALPHA', got 'EOF'";
    expect(parseMermaidError(raw)).toEqual({
      line: 2,
      message: "Parse error:\n...LR  A --> B -->\n----------------^\nExpecting 'AMP', 'ALPHA', got 'EOF'",
    });
  });

  it('reads line and column of a Langium error', () => {
    expect(parseMermaidError('Parsing failed: Lexer error on line 3, column 5: unexpected character: ->?<- at offset: 40')).toEqual({
      line: 3,
      column: 5,
      message: 'Parsing failed: Lexer error on line 3, column 5: unexpected character: ->?<- at offset: 40',
    });
  });

  it('keeps a message without a position as is', () => {
    expect(parseMermaidError('No diagram type detected matching given configuration for text: hello')).toEqual({
      message: 'No diagram type detected matching given configuration for text: hello',
    });
    expect(parseMermaidError('  ')).toEqual({ message: 'Mermaid could not parse this diagram.' });
  });
});

describe('settings and templates', () => {
  it('runs Mermaid in strict mode without auto-start', () => {
    expect(MERMAID_CONFIG.securityLevel).toBe('strict');
    expect(MERMAID_CONFIG.startOnLoad).toBe(false);
  });

  it('has a template per common diagram type, the first being the sample', () => {
    expect(TEMPLATES.map((t) => t.code.split(/\s/)[0])).toEqual(['flowchart', 'sequenceDiagram', 'classDiagram', 'erDiagram', 'pie', 'gantt']);
    expect(SAMPLE_CODE).toBe(TEMPLATES[0].code);
  });

  it('ships a prerendered sample with the sample labels', () => {
    for (const label of ['Request', 'Cached?', 'database', 'Response']) expect(SAMPLE_MERMAID_SVG).toContain(label);
    expect(SAMPLE_MERMAID_SVG).not.toContain('foreignObject');
  });
});

describe('share state', () => {
  it('round-trips {code} through the fragment', () => {
    const code = 'flowchart LR\n  A --> B';
    const hash = encodeStateFragment({ code });
    expect(pickKnownFields({ code: SAMPLE_CODE }, decodeStateFragment(hash))).toEqual({ code });
    expect(pickKnownFields({ code: SAMPLE_CODE }, decodeStateFragment('#%7Bbroken'))).toEqual({});
  });
});

describe('sanitising Mermaid output', () => {
  it('keeps the styles and labels of the sample, with no script or handler', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeDiagramSvg(SAMPLE_MERMAID_SVG, DOMPurify(window));
    expect(host.querySelector('svg style')).not.toBeNull();
    expect(host.textContent).toContain('Query database');
    expect(host.querySelectorAll('script')).toHaveLength(0);
  });

  it('drops HTML in foreignObject, where handlers and links could hide', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel">Hi</span><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"></div></foreignObject></svg>`;
    const host = document.createElement('div');
    host.innerHTML = sanitizeDiagramSvg(svg, DOMPurify(window));
    expect(host.querySelector('img, a, div')).toBeNull();
    expect(host.innerHTML).not.toMatch(/javascript:|onerror/i);
  });
});

describe('what is drawn as it is typed', () => {
  it('every template is drawn as it is typed', () => {
    for (const t of TEMPLATES) expect(liveRenderLimit(t.code)).toBeNull();
  });

  it('reads the depth of generated nests of subgraphs, with nodes, edges and node texts saying end', () => {
    const next = random(3);
    for (let n = 0; n < 300; n++) {
      const lines = ['flowchart TD'];
      let depth = 0;
      let deepest = 0;
      for (let i = 0; i < 60; i++) {
        const r = next();
        const indent = ' '.repeat(Math.floor(next() * 6));
        if (r < 0.3) {
          lines.push(`${indent}subgraph g${i}${next() < 0.5 ? ` [Group ${i}]` : ''}`);
          deepest = Math.max(deepest, ++depth);
        } else if (r < 0.5 && depth > 0) {
          lines.push(`${indent}end`);
          depth--;
        } else lines.push(`${indent}${next() < 0.3 ? 'endNode' : `n${i}`}[end of ${i}] --> n${i + 1}`);
      }
      const code = lines.join(next() < 0.5 ? '\n' : '\r\n');
      expect(subgraphDepth(code)).toBe(deepest);
      expect(liveRenderLimit(code) !== null).toBe(code.length > LIVE_RENDER_CHARS || deepest > LIVE_SUBGRAPH_DEPTH);
    }
  });

  it('holds back a diagram past the size limit, saying how large it is', () => {
    const big = `flowchart LR\n${Array.from({ length: 200 }, (_, i) => `  N${i} --> N${i + 1}`).join('\n')}`;
    expect(big.length).toBeGreaterThan(LIVE_RENDER_CHARS);
    expect(liveRenderLimit(big)).toContain(`${big.length.toLocaleString('en-US')} characters`);
    expect(liveRenderLimit(big.slice(0, LIVE_RENDER_CHARS))).toBeNull();
  });
});

/* The sample document, its preview and the preview styles: small, so the page can prerender them. */

export const sampleMarkdown = `## Release notes

Version **2.4** brings _faster_ exports and a few fixes. See the [changelog](https://example.com/changelog) for details.

## Highlights

- Export to HTML in one click
- Tables, task lists and fenced code, as on GitHub
- Live preview while you type

## Checklist

- [x] Write the release notes
- [ ] Tag the release

## Timings

| Step     | Before | After |
| :------- | -----: | ----: |
| Parse    |  42 ms | 18 ms |
| Render   |  65 ms | 30 ms |

\`\`\`js
export function greet(name) {
  return \`Hello, \${name}!\`;
}
\`\`\`

> Tip: the preview is sanitised, so pasted HTML cannot run scripts.
`;

/** Styles for the preview and for exported files, scoped to .markdown-body. */
export const MARKDOWN_CSS = `.markdown-body{line-height:1.6;word-wrap:break-word}
.markdown-body>:first-child{margin-top:0}
.markdown-body h1,.markdown-body h2{padding-bottom:.3em;border-bottom:1px solid rgba(128,128,128,.3)}
.markdown-body h1,.markdown-body h2,.markdown-body h3,.markdown-body h4{margin:1.2em 0 .6em;line-height:1.25}
.markdown-body p,.markdown-body ul,.markdown-body ol,.markdown-body table,.markdown-body pre,.markdown-body blockquote{margin:0 0 1em}
.markdown-body code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:rgba(128,128,128,.15);padding:.15em .35em;border-radius:4px}
.markdown-body pre{background:rgba(128,128,128,.12);padding:12px 14px;border-radius:6px;overflow:auto}
.markdown-body pre code{background:none;padding:0}
.markdown-body blockquote{margin-left:0;padding:0 1em;border-left:4px solid rgba(128,128,128,.4);color:inherit;opacity:.85}
.markdown-body table{border-collapse:collapse;display:block;overflow:auto}
.markdown-body th,.markdown-body td{border:1px solid rgba(128,128,128,.4);padding:4px 10px}
.markdown-body img{max-width:100%}
.markdown-body li:has(>input[type=checkbox]){list-style:none}
.markdown-body li>input[type=checkbox]{margin:0 .4em 0 -1.3em;vertical-align:middle}
.markdown-body hr{border:0;border-top:1px solid rgba(128,128,128,.4);margin:1.5em 0}`;

/** The sanitised preview of sampleMarkdown (checked by the unit tests): prerendered, so the page opens with it. */
export const sampleHtml =
  '<h2>Release notes</h2>\n<p>Version <strong>2.4</strong> brings <em>faster</em> exports and a few fixes. See the <a href="https://example.com/changelog" target="_blank" rel="noopener noreferrer nofollow">changelog</a> for details.</p>\n<h2>Highlights</h2>\n<ul>\n<li>Export to HTML in one click</li>\n<li>Tables, task lists and fenced code, as on GitHub</li>\n<li>Live preview while you type</li>\n</ul>\n<h2>Checklist</h2>\n<ul>\n<li><input checked="" disabled="" type="checkbox"> Write the release notes</li>\n<li><input disabled="" type="checkbox"> Tag the release</li>\n</ul>\n<h2>Timings</h2>\n<table>\n<thead>\n<tr>\n<th align="left">Step</th>\n<th align="right">Before</th>\n<th align="right">After</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">Parse</td>\n<td align="right">42 ms</td>\n<td align="right">18 ms</td>\n</tr>\n<tr>\n<td align="left">Render</td>\n<td align="right">65 ms</td>\n<td align="right">30 ms</td>\n</tr>\n</tbody></table>\n<pre><code class="language-js">export function greet(name) {\n  return `Hello, ${name}!`;\n}\n</code></pre>\n<blockquote>\n<p>Tip: the preview is sanitised, so pasted HTML cannot run scripts.</p>\n</blockquote>\n';

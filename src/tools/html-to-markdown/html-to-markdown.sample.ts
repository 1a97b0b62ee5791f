/** The sample: an article fragment with a table, a task list, code and strikethrough. */
export const htmlSample = `<h1>Release notes</h1>
<p>Version <strong>2.4</strong> is out. See the <a href="https://example.com/changelog">full changelog</a>.</p>
<h2>What changed</h2>
<ul>
  <li>Faster start-up</li>
  <li><del>Legacy API</del> removed</li>
</ul>
<ul>
  <li><input type="checkbox" checked> Update the docs</li>
  <li><input type="checkbox"> Tag the release</li>
</ul>
<table>
  <thead><tr><th>Setting</th><th>Default</th></tr></thead>
  <tbody>
    <tr><td>timeout</td><td>30 s</td></tr>
    <tr><td>retries</td><td>3</td></tr>
  </tbody>
</table>
<pre><code class="language-bash">npm install example@2.4
</code></pre>`;

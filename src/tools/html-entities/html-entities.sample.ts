/** The HTML Entities page's sample and its output in the default mode (encode, named). */
export const sample = `<p class="note">Tom & Jerry's café — 5 < 7 > 3, © 2024 "quoted" 😀</p>`;

/**
 * encodeHtmlEntities(sample, { mode: 'named' }), written out so the page can show the sample's output without
 * loading the entity tables (the e2e test checks it against the core).
 */
export const sampleOutput =
  '&lt;p class=&quot;note&quot;&gt;Tom &amp; Jerry&apos;s caf&eacute; &mdash; 5 &lt; 7 &gt; 3, &copy; 2024 &quot;quoted&quot; &#128512;&lt;/p&gt;';

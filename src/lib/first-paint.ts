/**
 * The id of an empty element at the end of the page's main content (PageShell, a server component, so it costs no JavaScript). The root layout's head holds
 * `<link rel="expect" href="#page-end" blocking="render">`, so the browser does not paint a page until the HTML up
 * to this element is parsed: the first paint shows the header, the menu and the page's content together, instead
 * of the header alone (the document arrives and is parsed in pieces; a page's ~40 KB of header and menu fill the
 * first piece). The page's largest text, its lead paragraph or its prerendered editor, is then part of the first
 * contentful paint rather than a later, separate largest paint (issue 15). A page without the element (noLayout)
 * paints once its HTML is parsed. Browsers without `rel=expect` ignore the link.
 */
export const PAGE_END_ID = 'page-end';

// The sample of the XML Formatter page and the output the core gives it with the page's default options.
// The page shows this output before the core has loaded; e2e/tools/formatters.spec.ts checks that the
// core still produces exactly this (regenerate it after changing the core or upgrading its library).

export const xmlSample = {
  input: `<?xml version="1.0" encoding="UTF-8"?><catalog xmlns:dc="http://purl.org/dc/elements/1.1/"><book id="bk101" lang="en"><dc:creator>Gambardella, Matthew</dc:creator><title>XML Developer's Guide</title><price currency="USD">44.95</price><!-- second printing --><description><![CDATA[An in-depth look at <xml> & friends.]]></description></book><book id="bk102" lang="en"><dc:creator>Ralls, Kim</dc:creator><title>Midnight Rain</title><price currency="USD">5.95</price></book></catalog>`,
  output: `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns:dc="http://purl.org/dc/elements/1.1/">
  <book id="bk101" lang="en">
    <dc:creator>Gambardella, Matthew</dc:creator>
    <title>XML Developer's Guide</title>
    <price currency="USD">44.95</price>
    <!-- second printing -->
    <description><![CDATA[An in-depth look at <xml> & friends.]]></description>
  </book>
  <book id="bk102" lang="en">
    <dc:creator>Ralls, Kim</dc:creator>
    <title>Midnight Rain</title>
    <price currency="USD">5.95</price>
  </book>
</catalog>`,
};

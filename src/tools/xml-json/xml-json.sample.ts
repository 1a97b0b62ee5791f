// The samples of the XML to JSON and JSON to XML pages and the output the core gives them with the pages' default
// options. The pages show these before the core has loaded; tests/tools/xml-json.test.ts checks that the core still
// produces exactly these (regenerate them after changing the core or fast-xml-parser).

export const xmlToJsonSample = {
  input: `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns:dc="http://purl.org/dc/elements/1.1/">
  <book id="bk101" available="true">
    <dc:title>XML Developer's Guide</dc:title>
    <author>Gambardella, Matthew</author>
    <price currency="USD">44.95</price>
    <tags>
      <tag>xml</tag>
      <tag>reference</tag>
    </tags>
    <description><![CDATA[An in-depth look at <XML> & friends.]]></description>
  </book>
  <book id="bk102">
    <dc:title>Midnight Rain</dc:title>
    <author>Ralls, Kim</author>
    <price currency="EUR">5.95</price>
    <tags>
      <tag>fantasy</tag>
    </tags>
    <out-of-print/>
  </book>
</catalog>`,
  output:
    '{\n  "catalog": {\n    "book": [\n      {\n        "dc:title": "XML Developer\'s Guide",\n        "author": "Gambardella, Matthew",\n        "price": {\n          "#text": "44.95",\n          "@_currency": "USD"\n        },\n        "tags": {\n          "tag": [\n            "xml",\n            "reference"\n          ]\n        },\n        "description": {\n          "#cdata": "An in-depth look at <XML> & friends."\n        },\n        "@_id": "bk101",\n        "@_available": "true"\n      },\n      {\n        "dc:title": "Midnight Rain",\n        "author": "Ralls, Kim",\n        "price": {\n          "#text": "5.95",\n          "@_currency": "EUR"\n        },\n        "tags": {\n          "tag": "fantasy"\n        },\n        "out-of-print": "",\n        "@_id": "bk102"\n      }\n    ],\n    "@_xmlns:dc": "http://purl.org/dc/elements/1.1/"\n  }\n}',
};

export const jsonToXmlSample = {
  input: `{
  "order": {
    "@_id": "A-1024",
    "@_xmlns": "urn:example:orders",
    "customer": { "name": "Ada Lovelace", "email": "ada@example.com" },
    "item": [
      { "@_sku": "KB-01", "@_qty": 1, "#text": "Mechanical keyboard" },
      { "@_sku": "MS-07", "@_qty": 2, "#text": "Mouse & pad" }
    ],
    "paid": true,
    "note": { "#cdata": "Leave at the <back> door" }
  }
}`,
  output:
    '<?xml version="1.0" encoding="UTF-8"?>\n<order id="A-1024" xmlns="urn:example:orders">\n  <customer>\n    <name>Ada Lovelace</name>\n    <email>ada@example.com</email>\n  </customer>\n  <item sku="KB-01" qty="1">Mechanical keyboard</item>\n  <item sku="MS-07" qty="2">Mouse &amp; pad</item>\n  <paid>true</paid>\n  <note><![CDATA[Leave at the <back> door]]></note>\n</order>',
};

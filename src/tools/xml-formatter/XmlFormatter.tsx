'use client';

import { NativeSelect, SegmentedControl } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { runXml, type XmlFormatterOptions } from './xml-formatter.options';

const defaults: XmlFormatterOptions = { mode: 'pretty', indent: '2' };
const worker = () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url));

const modes = [
  { value: 'pretty', label: 'Pretty-print' },
  { value: 'minify', label: 'Minify' },
];
const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

const sample = `<?xml version="1.0" encoding="UTF-8"?><catalog xmlns:dc="http://purl.org/dc/elements/1.1/"><book id="bk101" lang="en"><dc:creator>Gambardella, Matthew</dc:creator><title>XML Developer's Guide</title><price currency="USD">44.95</price><!-- second printing --><description><![CDATA[An in-depth look at <xml> & friends.]]></description></book><book id="bk102" lang="en"><dc:creator>Ralls, Kim</dc:creator><title>Midnight Rain</title><price currency="USD">5.95</price></book></catalog>`;

export default function XmlFormatter() {
  return (
    <TransformTool
      slug="xml_formatter"
      sample={sample}
      defaultOptions={defaults}
      run={runXml}
      worker={worker}
      inputLanguage="xml"
      outputLanguage="xml"
      accept=".xml,.svg,.xsd,.xsl,.plist,.csproj,application/xml,text/xml,text/plain"
      download={{ filename: 'formatted.xml', mime: 'application/xml' }}
      renderOptions={(o, update) => (
        <>
          <SegmentedControl aria-label="Mode" value={o.mode} data={modes} onChange={(mode) => update({ mode })} />
          <NativeSelect
            label="Indentation"
            value={o.indent}
            data={indents}
            disabled={o.mode === 'minify'}
            onChange={(e) => update({ indent: e.currentTarget.value })}
          />
        </>
      )}
    />
  );
}

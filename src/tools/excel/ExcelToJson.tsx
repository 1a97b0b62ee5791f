'use client';

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { CheckField, SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { VirtualTable } from '@/components/kit/VirtualTable';
import { fileAsInputText } from '@/lib/bytes-text';
import { EXCEL_SAMPLE } from './excel.sample';
import { EXCEL_SAMPLE_RESULT } from './excel.sample-output';
import { excelPageDefaults, runExcelPage, type ExcelPageOptions, type ExcelPageResult } from './excel.run';

const worker = () => new Worker(new URL('./excel.worker.ts', import.meta.url));
const sampleResult: ExcelPageResult = { mode: 'to', ...EXCEL_SAMPLE_RESULT };

const DIRECTIONS = [
  { value: 'to-json', label: 'Spreadsheet → JSON' },
  { value: 'from-json', label: 'JSON → XLSX' },
];
const FORMATS = [
  { value: 'objects', label: 'JSON: array of objects' },
  { value: 'arrays', label: 'JSON: array of arrays' },
  { value: 'csv', label: 'CSV' },
];
const EMPTY = [
  { value: 'null', label: 'null' },
  { value: 'omit', label: 'Left out' },
];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Tells the island which sheets the last file had, for the Sheet picker. */
function SheetNames({ names, onNames }: { names: string[]; onNames: (names: string[]) => void }) {
  const key = names.join('\u0000');
  useEffect(() => onNames(key === '' ? [] : key.split('\u0000')), [key, onNames]);
  return null;
}

function Notes({ value, onSheets }: { value: ExcelPageResult; onSheets: (names: string[]) => void }) {
  if (value.mode === 'from') {
    return (
      <p style={{ margin: '6px 0 0' }}>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => void downloadBlob(value.bytes as Uint8Array<ArrayBuffer>, 'data.xlsx', XLSX_MIME)}
        >
          Download .xlsx
        </Button>
      </p>
    );
  }
  const { preview } = value;
  return (
    <div style={{ marginTop: 8 }}>
      <SheetNames names={value.sheets.map((s) => s.name)} onNames={onSheets} />
      <p style={{ fontSize: 13, margin: '0 0 6px' }} aria-label="Workbook">
        {value.kind} · {value.sheets.length === 1 ? '1 sheet' : `${value.sheets.length} sheets`}:{' '}
        {value.sheets.map((s) => `${s.name} (${s.rows.toLocaleString('en-US')} rows)`).join(', ')}
      </p>
      {preview && (
        <>
          <VirtualTable label="Preview" headers={preview.headers} rows={preview.rows} height={240} />
          {preview.total > preview.rows.length && (
            <p style={{ fontSize: 13, margin: '4px 0 0' }}>
              The preview shows the first {preview.rows.length.toLocaleString('en-US')} of {preview.total.toLocaleString('en-US')} rows; the output
              has them all.
            </p>
          )}
        </>
      )}
    </div>
  );
}

export default function ExcelToJson() {
  const [sheets, setSheets] = useState<string[]>([]);
  // The options' updater, so that opening a file can go back to its first sheet (another file has other sheets).
  const updateRef = useRef<((patch: Partial<ExcelPageOptions>) => void) | null>(null);
  const readFile = async (file: File) => {
    const text = await fileAsInputText(file);
    updateRef.current?.({ sheet: '', ...(/\.(xlsx|xlsm|ods|csv|tsv)$/i.test(file.name) ? { direction: 'to-json' } : {}) });
    return text;
  };
  return (
    <TransformTool
      slug="excel/to-json"
      sample={EXCEL_SAMPLE}
      sampleResult={sampleResult}
      defaultOptions={excelPageDefaults}
      run={runExcelPage}
      worker={worker}
      // An opened .xlsx or .ods is a data: URI of a few kilobytes or more: exceljs and the XML parser run in the worker.
      workerThreshold={4_000}
      toText={(v) => v.text}
      readFile={readFile}
      accept=".xlsx,.xlsm,.ods,.csv,.tsv,.json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv,application/json"
      inputPlaceholder="Open or drop an .xlsx, .ods or .csv file, or paste CSV (or JSON for JSON → XLSX)"
      outputLanguage="json"
      wrapInput
      download={{ filename: 'sheet.json', mime: 'application/json' }}
      renderNotes={(v) => <Notes value={v} onSheets={setSheets} />}
      renderOptions={(o, update) => {
        updateRef.current = update;
        const toJson = o.direction !== 'from-json';
        const names = o.sheet && o.sheet !== '*' && !sheets.includes(o.sheet) ? [...sheets, o.sheet] : sheets;
        return (
          <>
            <DirectionOption direction={o.direction} update={update} data={DIRECTIONS} />
            {toJson && (
              <>
                <SelectField
                  label="Sheet"
                  value={o.sheet}
                  data={[
                    { value: '', label: 'First sheet' },
                    ...names.map((n) => ({ value: n, label: n })),
                    { value: '*', label: 'All sheets (keyed by name)' },
                  ]}
                  onChange={(sheet) => update({ sheet })}
                />
                <SelectField label="Format" value={o.format} data={FORMATS} onChange={(format) => update({ format })} />
                <SelectField label="Empty cells" value={o.empty} data={EMPTY} onChange={(empty) => update({ empty })} />
                <CheckField label="First row is the header" checked={o.header} onChange={(header) => update({ header })} />
              </>
            )}
            <CheckField
              label={toJson ? 'Dates as ISO text' : 'ISO date strings become dates'}
              checked={o.isoDates}
              onChange={(isoDates) => update({ isoDates })}
            />
          </>
        );
      }}
    />
  );
}

/**
 * The CSV viewer's sample and its parsed table, so the page paints the table without loading the parser.
 * tests/tools/csv.test.ts checks that SAMPLE_TABLE is exactly what parseCsv makes of SAMPLE_CSV.
 */
import type { CsvTable } from '@/lib/csv';

export const SAMPLE_CSV = `id,name,city,joined,score
1,Ada Lovelace,London,1833-06-05,98.5
2,"Hopper, Grace",New York,1944-07-02,97
3,Alan Turing,Manchester,1936-05-28,99.1
4,"Linus ""the kernel"" Torvalds",Helsinki,1991-08-25,88
5,Margaret Hamilton,Boston,1965-01-01,96.4`;

export const SAMPLE_TABLE: CsvTable = {
  headers: ['id', 'name', 'city', 'joined', 'score'],
  rows: [
    ['1', 'Ada Lovelace', 'London', '1833-06-05', '98.5'],
    ['2', 'Hopper, Grace', 'New York', '1944-07-02', '97'],
    ['3', 'Alan Turing', 'Manchester', '1936-05-28', '99.1'],
    ['4', 'Linus "the kernel" Torvalds', 'Helsinki', '1991-08-25', '88'],
    ['5', 'Margaret Hamilton', 'Boston', '1965-01-01', '96.4'],
  ],
  delimiter: ',',
};

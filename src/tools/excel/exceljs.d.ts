// The browser bundle of exceljs (its polyfills included) runs in Node, a worker and the page alike.
declare module 'exceljs/dist/exceljs.min.js' {
  import ExcelJS from 'exceljs';
  export default ExcelJS;
}

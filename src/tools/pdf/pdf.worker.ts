import { exposeHandler } from '@/lib/worker-expose';
import { runPdfJob, type PdfJob } from './pdf.engine';

// pdf-lib and fflate load here, never on the page's thread: a 50 MB file is read, copied and written off it.
exposeHandler((job: PdfJob) => runPdfJob(job));

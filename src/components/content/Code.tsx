import { CopyCode } from './CopyCode';
import classes from './content.module.css';

/** A block of code highlighted at build time (`html` comes from src/content/render.ts), with Copy. */
export function Code({ html, code, language, label }: { html: string; code: string; language?: string; label?: string }) {
  return (
    <div className={classes.codeWrap}>
      <pre className={classes.code} data-language={language} aria-label={label}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <div className={classes.codeTools}>
        <CopyCode text={code} />
      </div>
    </div>
  );
}

/** Our markdown rendered at build time. */
export function Prose({ html }: { html: string }) {
  return <div className={classes.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}

import classes from './content.module.css';

/** A date as content pages print it: "September 18, 2026". */
export const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function Updated({ date, label = 'Updated' }: { date: string; label?: string }) {
  return (
    <p className={classes.meta}>
      {label} <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}

export function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className={classes.tag}>
          {t}
        </li>
      ))}
    </ul>
  );
}

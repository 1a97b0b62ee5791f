import type { FaqItem } from '@/lib/page-model';
import classes from './shell.module.css';

/**
 * FAQ block (SPEC §2): several answers may be open at once; nothing renders for an empty list. Native
 * <details> elements, so it is plain HTML: it opens before the page hydrates (or without JavaScript), the
 * browser's find-in-page opens the answer it finds, and it adds no code to the page.
 */
export function FaqBlock({ faqs }: { faqs?: readonly FaqItem[] }) {
  if (!faqs || faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className={classes.faq}>
      <h2 id="faq-heading" className={classes.faqHeading}>
        FAQ
      </h2>
      {faqs.map((item) => (
        <details key={item.q} className={classes.faqItem}>
          <summary className={classes.faqQuestion}>{item.q}</summary>
          <div className={classes.faqAnswer}>{item.a}</div>
        </details>
      ))}
    </section>
  );
}

'use client';

import { sheetAnchor } from '@/lib/anchors';
import { escapeHtml } from '@/lib/text';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/kit/use-hydrated';
import { CopyCode } from './CopyCode';
import classes from './content.module.css';
import { marker } from './template-marker';

/** A cheatsheet item prepared at build time; `codeHtml` carries `marker(i)` where template value i goes. */
export interface SheetItem {
  text?: string;
  html?: string;
  code?: string;
  codeHtml?: string;
  language: string;
  picture?: string;
  playgroundLink?: string;
}

export interface SheetTemplate {
  label: string;
  placeholder: string;
  default: string;
}

function fill(code: string, templates: SheetTemplate[], values: string[]) {
  return templates.reduce((text, t, i) => text.split(t.placeholder).join(values[i]), code);
}

function fillHtml(html: string, values: string[], templates: SheetTemplate[]) {
  return values.reduce(
    (text, v, i) => text.split(marker(i)).join(`<mark data-template="${escapeHtml(templates[i].label)}">${escapeHtml(v)}</mark>`),
    html,
  );
}

/**
 * The sections of a cheatsheet with its template inputs: typing a value substitutes it into every
 * command at once. Server-rendered with the default values, so the sheet reads fine without JavaScript.
 */
export function CheatsheetSheet({
  sections,
  templates,
  cardWidth,
}: {
  sections: { title: string; items: SheetItem[] }[];
  templates: SheetTemplate[];
  cardWidth: 'auto' | '80' | 'full';
}) {
  const [values, setValues] = useState(() => templates.map((t) => t.default));
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Values typed before the page hydrated (its scripts load after the first paint) still apply.
  useEffect(() => {
    const typed = Array.from(form.current?.querySelectorAll('input') ?? [], (el) => el.value);
    if (typed.length === templates.length) setValues((v) => (typed.every((t, i) => t === v[i]) ? v : typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {templates.length > 0 && (
        <form ref={form} className={classes.templates} aria-label="Template values" onSubmit={(e) => e.preventDefault()}>
          {templates.map((t, i) => (
            <label key={t.placeholder}>
              {t.label}
              <input
                className={classes.input}
                value={values[i]}
                placeholder={t.default}
                spellCheck={false}
                onChange={(e) => setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
              />
            </label>
          ))}
        </form>
      )}
      <div className={classes.sheet} data-width={cardWidth} data-island="cheatsheet" data-ready={hydrated || undefined}>
        {sections.map((section) => (
          <section key={section.title} id={sheetAnchor(section.title)} className={classes.section} aria-label={section.title}>
            <h2>{section.title}</h2>
            {section.items.map((item, k) => {
              const code = item.code === undefined ? undefined : fill(item.code, templates, values);
              return (
                <div key={k} id={sheetAnchor(section.title, k + 1)} className={classes.item}>
                  {item.text && <p className={classes.itemText}>{item.text}</p>}
                  {item.html && <div className={classes.sheetHtml} dangerouslySetInnerHTML={{ __html: item.html }} />}
                  {item.picture && (
                    // eslint-disable-next-line @next/next/no-img-element -- a static export serves pictures as they are
                    <img src={item.picture} alt={item.text ?? section.title} loading="lazy" style={{ maxWidth: '100%' }} />
                  )}
                  {code !== undefined && item.codeHtml !== undefined && (
                    <div className={classes.codeWrap}>
                      <pre className={classes.code} data-language={item.language}>
                        <code dangerouslySetInnerHTML={{ __html: fillHtml(item.codeHtml, values, templates) }} />
                      </pre>
                      <div className={classes.codeTools}>
                        {item.playgroundLink && (
                          <Link className={classes.smallLink} href={item.playgroundLink} prefetch={false}>
                            Try it
                          </Link>
                        )}
                        <CopyCode text={code} />
                      </div>
                    </div>
                  )}
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </>
  );
}

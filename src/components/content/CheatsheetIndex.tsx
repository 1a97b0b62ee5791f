'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/kit/use-hydrated';
import classes from './content.module.css';

export interface SheetCard {
  href: string;
  name: string;
  description: string;
  group: string;
  keywords: string[];
}

/** The cheatsheet cards by group, with a filter box (every card is in the HTML; the filter only hides). */
export function CheatsheetIndex({ cards, groups }: { cards: SheetCard[]; groups: readonly string[] }) {
  const [query, setQuery] = useState('');
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // A filter typed before the page hydrated (its scripts load after the first paint) still applies.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);
  const q = query.trim().toLowerCase();
  const match = (c: SheetCard) => !q || [c.name, c.description, ...c.keywords].some((s) => s.toLowerCase().includes(q));
  const visible = cards.filter(match);
  return (
    <>
      <input
        ref={input}
        data-island="cheatsheet-index"
        data-ready={hydrated || undefined}
        className={classes.input}
        type="search"
        aria-label="Filter cheatsheets"
        placeholder="Filter cheatsheets…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}
      />
      {visible.length === 0 && <p>No cheatsheet matches “{query}”.</p>}
      {groups.map((group) => {
        const inGroup = visible.filter((c) => c.group === group);
        if (!inGroup.length) return null;
        return (
          <section key={group} aria-label={group} style={{ marginBottom: 24 }}>
            <h2 style={{ fontSize: 20 }}>{group}</h2>
            <ul className={classes.grid}>
              {inGroup.map((c) => (
                <li key={c.href}>
                  <Link href={c.href} className={classes.card} prefetch={false}>
                    <span className={classes.cardTitle}>{c.name}</span>
                    <span className={classes.cardText}>{c.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

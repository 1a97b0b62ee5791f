'use client';

import { useMemo, useState } from 'react';
import kit from '@/components/kit/kit.module.css';
import { searchOperations, type OpSpec } from './recipe-state';
import classes from './recipes.module.css';

/**
 * The searchable list of operations: a search field and the matching operations, each a button that adds it to the
 * recipe. Enter in the field adds the best match and empties the field, for building a recipe from the keyboard.
 */
export function OperationSearch({ catalog, onAdd }: { catalog: readonly OpSpec[]; onAdd: (op: OpSpec) => void }) {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchOperations(catalog, query), [catalog, query]);
  return (
    <section aria-label="Operations" className={classes.operations}>
      <label className={kit.field} style={{ display: 'flex' }}>
        <span className={kit.fieldLabel}>Search operations</span>
        <input
          className={kit.fieldInput}
          type="search"
          value={query}
          placeholder="base64, json, gzip…"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || results.length === 0) return;
            e.preventDefault();
            onAdd(results[0]);
            setQuery('');
          }}
        />
      </label>
      <p className={classes.note} aria-live="polite">
        {query ? `${results.length} of ${catalog.length} operations` : `${catalog.length} operations: click one to add it`}
      </p>
      <ul className={classes.opList} aria-label="Matching operations">
        {results.map((op) => (
          <li key={op.id}>
            <button type="button" className={classes.opButton} title={op.description} onClick={() => onAdd(op)}>
              <span className={classes.opTitle}>{op.title}</span>
              <code className={classes.opId}>{op.id}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

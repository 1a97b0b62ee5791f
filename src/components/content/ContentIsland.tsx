'use client';

import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import type { SqlTutorial } from '@/components/content/sql-tutorial/SqlTutorial';
import type { CheatsheetIndex } from './CheatsheetIndex';
import type { CheatsheetSheet } from './CheatsheetSheet';
import type { InterviewRunner } from './InterviewRunner';
import type { TutorialStep } from './TutorialStep';

/**
 * The interactive parts of content pages, each in its own chunk (like IslandHost for tools): a page
 * fetches only the island it shows, and the prerendered HTML stays on screen until it hydrates.
 * No Suspense boundary, for the reason given in IslandHost; an error boundary, for the one given there.
 */
function island<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string, keepsInput: boolean): ComponentType<P> {
  const initial = lazy(load);
  function Island(props: P) {
    const [Loaded, setLoaded] = useState(() => initial);
    return (
      <IslandBoundary name={name} keepsInput={keepsInput} onRetry={() => setLoaded(() => lazy(load))}>
        <Loaded {...props} />
      </IslandBoundary>
    );
  }
  return Island;
}

// The runner and the SQL tutorial save their drafts in localStorage; the others hold no typed input.
export const InterviewRunnerIsland = island<ComponentProps<typeof InterviewRunner>>(
  () => import('./InterviewRunner').then((m) => ({ default: m.InterviewRunner })),
  'The code runner',
  true,
);
export const TutorialStepIsland = island<ComponentProps<typeof TutorialStep>>(
  () => import('./TutorialStep').then((m) => ({ default: m.TutorialStep })),
  'This tutorial step',
  false,
);
export const SqlTutorialIsland = island<ComponentProps<typeof SqlTutorial>>(
  () => import('@/components/content/sql-tutorial/SqlTutorial').then((m) => ({ default: m.SqlTutorial })),
  'The SQL tutorial',
  true,
);
export const CheatsheetSheetIsland = island<ComponentProps<typeof CheatsheetSheet>>(
  () => import('./CheatsheetSheet').then((m) => ({ default: m.CheatsheetSheet })),
  'This cheatsheet',
  false,
);
export const CheatsheetIndexIsland = island<ComponentProps<typeof CheatsheetIndex>>(
  () => import('./CheatsheetIndex').then((m) => ({ default: m.CheatsheetIndex })),
  'The cheatsheet search',
  false,
);

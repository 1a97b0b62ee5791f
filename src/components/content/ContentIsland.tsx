'use client';

import { lazy, type ComponentProps } from 'react';

/**
 * The interactive parts of content pages, each in its own chunk (like IslandHost for tools): a page
 * fetches only the island it shows, and the prerendered HTML stays on screen until it hydrates.
 * No Suspense boundary, for the reason given in IslandHost.
 */
const InterviewRunner = lazy(() => import('./InterviewRunner').then((m) => ({ default: m.InterviewRunner })));
const TutorialStep = lazy(() => import('./TutorialStep').then((m) => ({ default: m.TutorialStep })));
const SqlTutorial = lazy(() => import('@/tools/sql-tutorial/SqlTutorial').then((m) => ({ default: m.SqlTutorial })));
const CheatsheetSheet = lazy(() => import('./CheatsheetSheet').then((m) => ({ default: m.CheatsheetSheet })));
const CheatsheetIndex = lazy(() => import('./CheatsheetIndex').then((m) => ({ default: m.CheatsheetIndex })));

export function InterviewRunnerIsland(props: ComponentProps<typeof InterviewRunner>) {
  return <InterviewRunner {...props} />;
}
export function TutorialStepIsland(props: ComponentProps<typeof TutorialStep>) {
  return <TutorialStep {...props} />;
}
export function SqlTutorialIsland(props: ComponentProps<typeof SqlTutorial>) {
  return <SqlTutorial {...props} />;
}
export function CheatsheetSheetIsland(props: ComponentProps<typeof CheatsheetSheet>) {
  return <CheatsheetSheet {...props} />;
}
export function CheatsheetIndexIsland(props: ComponentProps<typeof CheatsheetIndex>) {
  return <CheatsheetIndex {...props} />;
}

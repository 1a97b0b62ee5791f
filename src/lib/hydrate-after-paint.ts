/**
 * The head tag that marks a page as complete without JavaScript (content pages): the build then requests
 * its scripts after the first paint instead of alongside the stylesheet (scripts/defer-scripts.mjs).
 * Islands on such pages adopt anything typed before they hydrate (CodeEditor, the cheatsheet inputs).
 */
export const hydrateAfterPaint = { name: 'devbench-hydrate', content: 'after-paint' } as const;

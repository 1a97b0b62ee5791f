/**
 * The head tag that marks a page as complete without JavaScript (content pages): the build then requests
 * its scripts on the reader's first interaction (a pointer moved or pressed, a key, a touch, a focus, a
 * wheel) instead of with the page (scripts/defer-scripts.mjs). Until then the page is its HTML: links,
 * text and code blocks work, the header's controls answer through the early script
 * (src/lib/early-controls.ts), and islands adopt anything typed before they hydrate (CodeEditor, the
 * cheatsheet inputs). A reader who only reads never downloads React.
 */
export const hydrateOnInteraction = { name: 'devbench-hydrate', content: 'on-interaction' } as const;

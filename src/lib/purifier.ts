import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify, loaded with the first diagram that needs cleaning and created once for this window. */
export const loadPurifier = () => (purifier ??= import('dompurify').then((m) => m.default(window)));

/** The token that stands for template value `i` in highlighted cheatsheet code (letters only, so no highlighter splits it). */
export const marker = (i: number) => `TPLVALUE${String.fromCharCode(65 + i)}MARK`;

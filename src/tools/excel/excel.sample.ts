/** The page's sample: CSV text, since a pasted sheet is text; an opened .xlsx or .ods file replaces it. */
export const EXCEL_SAMPLE = `name,team,score,joined
Ada Lovelace,Engines,98.5,2024-01-15
Linus Torvalds,Kernels,91,2023-06-30
Grace Hopper,Compilers,,2022-12-09
`;

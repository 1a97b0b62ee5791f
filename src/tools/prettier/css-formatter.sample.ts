// The sample of the CSS Formatter page and the output Prettier gives it with the page's default options.
// The page shows this output before Prettier has loaded; e2e/tools/formatters.spec.ts checks that
// Prettier still produces exactly this (regenerate it after upgrading Prettier).

export const cssSample = {
  input: `.card{display:flex;gap:12px;padding:16px 20px;border:1px solid #e2e8f0;border-radius:8px}.card:hover{box-shadow:0 2px 8px rgba(0,0,0,.08)}@media (max-width:600px){.card{flex-direction:column;padding:12px}}`,
  output: `.card {
  display: flex;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
}
.card:hover {
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);
}
@media (max-width: 600px) {
  .card {
    flex-direction: column;
    padding: 12px;
  }
}
`,
};

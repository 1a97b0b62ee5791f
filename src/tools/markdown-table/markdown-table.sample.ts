// The sample of the Markdown table page and the table the core makes of it with the page's default options. The
// page shows this before the core (papaparse) has loaded; tests/tools/markdown-table.test.ts checks
// that the core still produces exactly this.

export const markdownTableSample = {
  input: `Tool,Language,Stars,Notes
ripgrep,Rust,52000,"Fast grep | respects .gitignore"
jq,C,31000,JSON on the command line
東京メトロ,—,0,"CJK and emoji 🚇 line up"`,
  output:
    '| Tool       | Language | Stars | Notes                            |\n|------------|----------|-------|----------------------------------|\n| ripgrep    | Rust     | 52000 | Fast grep \\| respects .gitignore |\n| jq         | C        | 31000 | JSON on the command line         |\n| 東京メトロ | —        | 0     | CJK and emoji 🚇 line up         |',
};

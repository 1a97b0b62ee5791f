/** The playground's starting query and variables: plain text, so the island can use them without loading graphql. */

export const sampleQuery = `# Press Run (Ctrl/Cmd+Enter). Explore the types in the Docs panel.
query BooksByGenre($genre: Genre) {
  books(genre: $genre, orderBy: YEAR) {
    title
    year
    author { name country }
    averageRating
  }
}`;

export const sampleVariables = `{
  "genre": "SCIENCE_FICTION"
}`;

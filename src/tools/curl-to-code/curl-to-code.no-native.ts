/**
 * Stands in for the native tree-sitter and tree-sitter-bash (Node addons) in the site's build (next.config.ts
 * resolveAlias): the browser and its workers parse with web-tree-sitter (curlconverter's `browser` field), and the
 * server render never converts a command, but Turbopack would still try to bundle the addons. The command line and
 * the tests run in Node, outside the site's build, with the real ones.
 */
export default class NoNativeParser {
  setLanguage(): void {}
  parse(): never {
    throw new Error('The native bash parser is not part of the site build');
  }
}

/**
 * The targets of curl to code: every generator curlconverter 4.12 has (its aliases toBrowser and toNodeFetch left
 * out: they are toJavaScript and toNode), by the id the page's picker, the share link and the operation use.
 * No import here: the page's picker reads this list without loading the library.
 */
export const CURL_TARGETS = [
  { id: 'python', label: 'Python (requests)', fn: 'toPython', ext: 'py' },
  { id: 'python-http', label: 'Python (http.client)', fn: 'toPythonHttp', ext: 'py' },
  { id: 'javascript', label: 'JavaScript (fetch)', fn: 'toJavaScript', ext: 'js' },
  { id: 'javascript-jquery', label: 'JavaScript (jQuery)', fn: 'toJavaScriptJquery', ext: 'js' },
  { id: 'javascript-xhr', label: 'JavaScript (XMLHttpRequest)', fn: 'toJavaScriptXHR', ext: 'js' },
  { id: 'node', label: 'Node.js (node-fetch)', fn: 'toNode', ext: 'mjs' },
  { id: 'node-http', label: 'Node.js (http)', fn: 'toNodeHttp', ext: 'mjs' },
  { id: 'node-axios', label: 'Node.js (Axios)', fn: 'toNodeAxios', ext: 'mjs' },
  { id: 'node-got', label: 'Node.js (got)', fn: 'toNodeGot', ext: 'mjs' },
  { id: 'node-ky', label: 'Node.js (ky)', fn: 'toNodeKy', ext: 'mjs' },
  { id: 'node-superagent', label: 'Node.js (SuperAgent)', fn: 'toNodeSuperAgent', ext: 'mjs' },
  { id: 'node-request', label: 'Node.js (request)', fn: 'toNodeRequest', ext: 'js' },
  { id: 'go', label: 'Go', fn: 'toGo', ext: 'go' },
  { id: 'php', label: 'PHP (curl)', fn: 'toPhp', ext: 'php' },
  { id: 'php-guzzle', label: 'PHP (Guzzle)', fn: 'toPhpGuzzle', ext: 'php' },
  { id: 'php-requests', label: 'PHP (Requests)', fn: 'toPhpRequests', ext: 'php' },
  { id: 'java', label: 'Java (HttpClient)', fn: 'toJava', ext: 'java' },
  { id: 'java-httpurlconnection', label: 'Java (HttpURLConnection)', fn: 'toJavaHttpUrlConnection', ext: 'java' },
  { id: 'java-jsoup', label: 'Java (jsoup)', fn: 'toJavaJsoup', ext: 'java' },
  { id: 'java-okhttp', label: 'Java (OkHttp)', fn: 'toJavaOkHttp', ext: 'java' },
  { id: 'csharp', label: 'C#', fn: 'toCSharp', ext: 'cs' },
  { id: 'rust', label: 'Rust (reqwest)', fn: 'toRust', ext: 'rs' },
  { id: 'wget', label: 'Wget', fn: 'toWget', ext: 'sh' },
  { id: 'httpie', label: 'HTTPie', fn: 'toHttpie', ext: 'sh' },
  { id: 'powershell', label: 'PowerShell (Invoke-RestMethod)', fn: 'toPowershellRestMethod', ext: 'ps1' },
  { id: 'powershell-webrequest', label: 'PowerShell (Invoke-WebRequest)', fn: 'toPowershellWebRequest', ext: 'ps1' },
  { id: 'ansible', label: 'Ansible', fn: 'toAnsible', ext: 'yml' },
  { id: 'c', label: 'C (libcurl)', fn: 'toC', ext: 'c' },
  { id: 'cfml', label: 'ColdFusion (CFML)', fn: 'toCFML', ext: 'cfm' },
  { id: 'clojure', label: 'Clojure', fn: 'toClojure', ext: 'clj' },
  { id: 'dart', label: 'Dart', fn: 'toDart', ext: 'dart' },
  { id: 'elixir', label: 'Elixir', fn: 'toElixir', ext: 'ex' },
  { id: 'julia', label: 'Julia', fn: 'toJulia', ext: 'jl' },
  { id: 'kotlin', label: 'Kotlin', fn: 'toKotlin', ext: 'kt' },
  { id: 'lua', label: 'Lua', fn: 'toLua', ext: 'lua' },
  { id: 'matlab', label: 'MATLAB', fn: 'toMATLAB', ext: 'm' },
  { id: 'objc', label: 'Objective-C', fn: 'toObjectiveC', ext: 'm' },
  { id: 'ocaml', label: 'OCaml', fn: 'toOCaml', ext: 'ml' },
  { id: 'perl', label: 'Perl', fn: 'toPerl', ext: 'pl' },
  { id: 'r', label: 'R (httr)', fn: 'toR', ext: 'r' },
  { id: 'r-httr2', label: 'R (httr2)', fn: 'toRHttr2', ext: 'r' },
  { id: 'ruby', label: 'Ruby (Net::HTTP)', fn: 'toRuby', ext: 'rb' },
  { id: 'ruby-httparty', label: 'Ruby (HTTParty)', fn: 'toRubyHttparty', ext: 'rb' },
  { id: 'swift', label: 'Swift', fn: 'toSwift', ext: 'swift' },
  { id: 'http', label: 'HTTP request', fn: 'toHTTP', ext: 'http' },
  { id: 'har', label: 'HAR', fn: 'toHarString', ext: 'har' },
  { id: 'json', label: 'JSON', fn: 'toJsonString', ext: 'json' },
] as const;

export type CurlTarget = (typeof CURL_TARGETS)[number]['id'];

export const CURL_TARGET_IDS = CURL_TARGETS.map((t) => t.id) as [CurlTarget, ...CurlTarget[]];

export const DEFAULT_CURL_TARGET: CurlTarget = 'python';

export function isCurlTarget(value: unknown): value is CurlTarget {
  return CURL_TARGETS.some((t) => t.id === value);
}

/** What a conversion gives: the code, and the library's warnings about what it could not carry over. */
export interface CurlCode {
  code: string;
  warnings: string[];
}

import type { OpCase } from './types';

// Expected outputs are what curlconverter's own command line (node_modules/curlconverter/dist/src/cli.js
// --language <target> -, version 4.12.0) prints for the same command, not copied from the operation's answer.
export const cases: OpCase[] = [
  {
    op: 'curl/to-code',
    input: "curl 'https://api.example.com/items?page=2&q=a%20b' \\\n  -H 'Accept: application/json' \\\n  -H 'X-Token: abc'",
    options: { target: 'python' },
    output:
      "import requests\n\nheaders = {\n    'Accept': 'application/json',\n    'X-Token': 'abc',\n}\n\nparams = {\n    'page': '2',\n    'q': 'a b',\n}\n\nresponse = requests.get('https://api.example.com/items', params=params, headers=headers)\n",
  },
  {
    op: 'curl/to-code',
    input: 'curl -X PUT https://example.com/v1/thing -H \'Content-Type: application/json\' --data-raw \'{"name":"x"}\'',
    options: { target: 'go' },
    output:
      'package main\n\nimport (\n\t"fmt"\n\t"io"\n\t"log"\n\t"net/http"\n\t"strings"\n)\n\nfunc main() {\n\tclient := &http.Client{}\n\tvar data = strings.NewReader(`{"name":"x"}`)\n\treq, err := http.NewRequest("PUT", "https://example.com/v1/thing", data)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\treq.Header.Set("Content-Type", "application/json")\n\tresp, err := client.Do(req)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Printf("%s\\n", bodyText)\n}\n',
  },
  {
    op: 'curl/to-code',
    input: 'curl https://example.com/login -u alice:secret -d user=alice -d remember=1',
    options: { target: 'javascript' },
    output:
      "fetch('https://example.com/login', {\n  method: 'POST',\n  headers: {\n    'Authorization': 'Basic ' + btoa('alice:secret')\n  },\n  body: new URLSearchParams({\n    'user': 'alice',\n    'remember': '1'\n  })\n});\n",
  },
  {
    op: 'curl/to-code',
    input: "curl https://example.com/upload -F 'title=Report' -F 'note=hi there'",
    options: { target: 'node' },
    output:
      "import fetch, { FormData } from 'node-fetch';\n\nconst form = new FormData();\nform.append('title', 'Report');\nform.append('note', 'hi there');\n\nfetch('https://example.com/upload', {\n  method: 'POST',\n  body: form\n});\n",
  },
  {
    op: 'curl/to-code',
    input: 'curl -G https://example.com/search -d q=curl -d lang=en',
    options: { target: 'php' },
    output:
      "<?php\n$ch = curl_init();\ncurl_setopt($ch, CURLOPT_URL, 'https://example.com/search?q=curl&lang=en');\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\ncurl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'GET');\n\n$response = curl_exec($ch);\n\ncurl_close($ch);\n",
  },
  {
    op: 'curl/to-code',
    input: 'curl https://example.com/api --json \'{"a":[1,2]}\'',
    options: { target: 'rust' },
    output:
      'extern crate reqwest;\nuse reqwest::header;\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n    let mut headers = header::HeaderMap::new();\n    headers.insert("Content-Type", "application/json".parse().unwrap());\n    headers.insert("Accept", "application/json".parse().unwrap());\n\n    let client = reqwest::blocking::Client::builder()\n        .redirect(reqwest::redirect::Policy::none())\n        .build()\n        .unwrap();\n    let res = client.post("https://example.com/api")\n        .headers(headers)\n        .body("{\\"a\\":[1,2]}")\n        .send()?\n        .text()?;\n    println!("{}", res);\n\n    Ok(())\n}\n',
  },
  {
    op: 'curl/to-code',
    input: "curl -b 'session=abc; theme=dark' https://example.com/me",
    options: { target: 'httpie' },
    output: 'https example.com/me "Cookie:session=abc; theme=dark"\n',
  },
  {
    op: 'curl/to-code',
    input: 'curl -I https://example.com/health',
    options: { target: 'wget' },
    output: 'wget --method=HEAD --output-document - https://example.com/health\n',
  },
  {
    op: 'curl/to-code',
    input: "curl -X DELETE https://example.com/items/42 -H 'Authorization: Bearer t0ken'",
    options: { target: 'csharp' },
    output:
      'using System.Net.Http;\n\nHttpClient client = new HttpClient();\n\nHttpRequestMessage request = new HttpRequestMessage(HttpMethod.Delete, "https://example.com/items/42");\n\nrequest.Headers.Add("Authorization", "Bearer t0ken");\n\nHttpResponseMessage response = await client.SendAsync(request);\nresponse.EnsureSuccessStatusCode();\nstring responseBody = await response.Content.ReadAsStringAsync();\n',
  },
  {
    op: 'curl/to-code',
    input: "curl https://example.com/data --data-binary 'line1' --compressed",
    options: { target: 'java' },
    output:
      'import java.io.IOException;\nimport java.net.URI;\nimport java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpRequest.BodyPublishers;\nimport java.net.http.HttpResponse;\n\nHttpClient client = HttpClient.newHttpClient();\n\nHttpRequest request = HttpRequest.newBuilder()\n    .uri(URI.create("https://example.com/data"))\n    .POST(BodyPublishers.ofString("line1"))\n    .setHeader("Content-Type", "application/x-www-form-urlencoded")\n    .build();\n\nHttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());\n',
  },
  {
    op: 'curl/to-code',
    name: 'Windows cmd quoting (Chrome "Copy as cURL (cmd)")',
    input: 'curl ^"https://example.com/a?x=1^&y=2^" ^\n  -H ^"X-Q: say ^\\^"hi^\\^"^"',
    options: { target: 'python' },
    output:
      "import requests\n\nheaders = {\n    'X-Q': 'say \"hi\"',\n}\n\nparams = {\n    'x': '1',\n    'y': '2',\n}\n\nresponse = requests.get('https://example.com/a', params=params, headers=headers)\n",
  },
  { op: 'curl/to-code', name: 'not a curl command', input: 'wget https://example.com', error: 'Command should begin with "curl"' },
  { op: 'curl/to-code', name: 'unclosed quote', input: "curl https://example.com -H 'Accept: text/html", error: 'Bash parsing error' },
  { op: 'curl/to-code', name: 'no URL', input: 'curl -H "A: b"', error: 'No URL specified' },
];

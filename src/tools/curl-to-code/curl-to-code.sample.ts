// The sample of the curl to code page and the Python code curlconverter makes of it. The page shows this output
// before the library has loaded; tests/tools/curl-to-code.test.ts checks that the core still gives exactly this.
import type { CurlCode } from './curl-to-code.options';

export const curlSample: { input: string; output: CurlCode } = {
  input:
    "curl 'https://api.example.com/v1/orders?status=open&limit=20' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.c2FtcGxl.c2lnbmF0dXJl' \\\n  -H 'content-type: application/json' \\\n  -b 'session=abc123; theme=dark' \\\n  --data-raw '{\"item\":\"book\",\"quantity\":2}'",
  output: {
    code: "import requests\n\ncookies = {\n    'session': 'abc123',\n    'theme': 'dark',\n}\n\nheaders = {\n    'accept': 'application/json',\n    'authorization': 'Bearer eyJhbGciOiJIUzI1NiJ9.c2FtcGxl.c2lnbmF0dXJl',\n    'content-type': 'application/json',\n    # 'cookie': 'session=abc123; theme=dark',\n}\n\nparams = {\n    'status': 'open',\n    'limit': '20',\n}\n\njson_data = {\n    'item': 'book',\n    'quantity': 2,\n}\n\nresponse = requests.post('https://api.example.com/v1/orders', params=params, cookies=cookies, headers=headers, json=json_data)\n\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request.\n#data = '{\"item\":\"book\",\"quantity\":2}'\n#response = requests.post('https://api.example.com/v1/orders', params=params, cookies=cookies, headers=headers, data=data)\n",
    warnings: ['all the --header/-H names are lowercase, which means this may have been an HTTP/2 or HTTP/3 request. Requests only sends HTTP/1.1'],
  },
};

/** The sample: two versions of a small config file. */
export const sampleOriginal = [
  '# Server settings',
  'host = "localhost"',
  'port = 8080',
  'debug = true',
  '',
  '[database]',
  'name = "shop"',
  'pool = 5',
  '',
].join('\n');
export const sampleChanged = [
  '# Server settings',
  'host = "0.0.0.0"',
  'port = 8080',
  '',
  '[database]',
  'name = "shop"',
  'pool = 20',
  'timeout = 30',
  '',
].join('\n');

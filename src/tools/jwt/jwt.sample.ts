// The sample token: HS256, signed with SAMPLE_SECRET, issued 2026-01-01 and valid until 2031-01-01 (UTC).
export const SAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwiYXVkIjoiZGV2YmVuY2gtZGVtbyIsIm5hbWUiOiJBZGEgTG92ZWxhY2UiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MTkyNDk5MjAwMH0.8HOoJSKFEuc3ILsSEdTFd-tFYkc7XXoknyUtJ9H2MrI';

export const SAMPLE_SECRET = 'devbench-sample-secret-do-not-reuse';

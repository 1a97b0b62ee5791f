// The sample of the YAML to TOML page and the output the core gives it. The page shows this before the core has
// loaded; tests/tools/yaml-to-toml.test.ts checks that the core still produces exactly this (regenerate it after
// changing the core, yaml or smol-toml).

export const yamlToTomlSample = {
  input: `# Service settings
title: Orders API
released: 2024-03-18
owner:
  name: Grace Hopper
  updated: 2024-03-18T09:30:00Z

defaults: &defaults
  timeout: 30
  retries: 3

servers:
  - name: alpha
    ip: 10.0.0.1
    <<: *defaults
  - name: beta
    ip: 10.0.0.2
    <<: *defaults
    timeout: 60

limits:
  max_body: 1.5e6
  request_id_max: 9007199254740993
  ports: [8000, 8001, 8002]
  mixed: [1, "two", 3.0]
`,
  output:
    'title = "Orders API"\nreleased = 2024-03-18\n\n[owner]\nname = "Grace Hopper"\nupdated = 2024-03-18T09:30:00Z\n\n[defaults]\ntimeout = 30\nretries = 3\n\n[[servers]]\nname = "alpha"\nip = "10.0.0.1"\ntimeout = 30\nretries = 3\n\n[[servers]]\nname = "beta"\nip = "10.0.0.2"\ntimeout = 60\nretries = 3\n\n[limits]\nmax_body = 1500000.0\nrequest_id_max = 9007199254740993\nports = [ 8000, 8001, 8002 ]\nmixed = [ 1, "two", 3.0 ]\n',
};

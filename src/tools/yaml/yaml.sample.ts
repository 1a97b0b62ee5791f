// The samples of the JSON to YAML and YAML to JSON pages and the output the core gives them with the
// pages' default options. The pages show these before the core has loaded; e2e/tools/formatters.spec.ts
// checks that the core still produces exactly these (regenerate them after changing the core or the yaml library).

export const jsonToYamlSample = {
  input: `{
  "apiVersion": "apps/v1",
  "kind": "Deployment",
  "metadata": { "name": "web", "labels": { "app": "web", "tier": "frontend" } },
  "spec": {
    "replicas": 3,
    "selector": { "matchLabels": { "app": "web" } },
    "template": {
      "metadata": { "labels": { "app": "web" } },
      "spec": {
        "containers": [
          {
            "name": "web",
            "image": "nginx:1.27",
            "ports": [{ "containerPort": 80 }],
            "env": [{ "name": "FEATURE_FLAGS", "value": "search,checkout" }]
          }
        ]
      }
    }
  }
}`,
  output: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
    tier: frontend
spec:
  replicas: 3
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: nginx:1.27
          ports:
            - containerPort: 80
          env:
            - name: FEATURE_FLAGS
              value: search,checkout
`,
};

export const yamlToJsonSample = {
  input: `# docker-compose.yml
x-env: &default-env
  NODE_ENV: production
  LOG_LEVEL: info

services:
  api:
    image: ghcr.io/acme/api:2.4.1
    ports: ["8080:8080"]
    depends_on: [db]
    environment:
      <<: *default-env
      DATABASE_URL: postgres://app@db:5432/app
  db:
    image: postgres:16
    volumes:
      - db-data:/var/lib/postgresql/data

volumes:
  db-data: {}
`,
  output: `{
  "x-env": {
    "NODE_ENV": "production",
    "LOG_LEVEL": "info"
  },
  "services": {
    "api": {
      "image": "ghcr.io/acme/api:2.4.1",
      "ports": [
        "8080:8080"
      ],
      "depends_on": [
        "db"
      ],
      "environment": {
        "NODE_ENV": "production",
        "LOG_LEVEL": "info",
        "DATABASE_URL": "postgres://app@db:5432/app"
      }
    },
    "db": {
      "image": "postgres:16",
      "volumes": [
        "db-data:/var/lib/postgresql/data"
      ]
    }
  },
  "volumes": {
    "db-data": {}
  }
}`,
};

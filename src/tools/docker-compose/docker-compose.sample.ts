// The page's sample and the conversion the core gives it (the page shows it before the core has loaded);
// tests/tools/docker-compose.test.ts checks that the core still produces exactly this.

import type { Conversion } from './docker-compose.core';

export const dockerComposeSample: { input: string; output: Conversion } = {
  input:
    'docker run -d \\\n  --name web \\\n  --restart unless-stopped \\\n  -p 8080:80 \\\n  -e "NGINX_HOST=example.com" \\\n  -v ./site:/usr/share/nginx/html:ro \\\n  --health-cmd "curl -fsS http://localhost/ || exit 1" \\\n  --health-interval 30s \\\n  --rm \\\n  nginx:1.27-alpine',
  output: {
    direction: 'run-to-compose',
    text: 'services:\n  web:\n    image: nginx:1.27-alpine\n    container_name: web\n    restart: unless-stopped\n    ports:\n      - "8080:80"\n    environment:\n      NGINX_HOST: example.com\n    volumes:\n      - ./site:/usr/share/nginx/html:ro\n    healthcheck:\n      test:\n        - CMD-SHELL\n        - curl -fsS http://localhost/ || exit 1\n      interval: 30s\n',
    notes: [
      '-d runs in the background: compose has no key for it; start the service with docker compose up -d',
      '--rm removes the container when it exits: compose has no key for it; docker compose down removes the containers (docker compose run --rm for one-off runs)',
    ],
    notConverted: [],
  },
};

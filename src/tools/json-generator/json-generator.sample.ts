/**
 * What the JSON generator page shows before the generator itself is loaded: the placeholder reference and
 * the sample template with its output for the default seed. The generator (json-generator.core) is loaded
 * on the first edit, so a first visit pays only for this file; tests/tools/json-generator.test.ts checks
 * that SAMPLE_OUTPUT is exactly what the generator makes, so the two can never drift apart.
 */

export const SAMPLE_SEED = 1;

export const SAMPLE_TEMPLATE = `{
  "users": [
    "{{repeat(3)}}",
    {
      "id": "{{index(1)}}",
      "uuid": "{{uuid}}",
      "name": "{{name}}",
      "email": "{{email}}",
      "age": "{{int(18,90)}}",
      "active": "{{bool}}",
      "joined": "{{date(2015-01-01,2025-12-31)}}",
      "city": "{{city}}",
      "role": "{{pick(admin,editor,viewer)}}",
      "bio": "{{lorem(8)}}",
      "profile": "https://www.example.com/u/{{username}}"
    }
  ]
}`;

export const SAMPLE_OUTPUT = `{
  "users": [
    {
      "id": 1,
      "uuid": "a08ff49b-6f77-4632-a16c-43069c43a8c3",
      "name": "Ines Santos",
      "email": "ines.santos@example.com",
      "age": 73,
      "active": true,
      "joined": "2018-07-22",
      "city": "Lagos",
      "role": "admin",
      "bio": "magna architecto iste labore ex consectetur laudantium eos",
      "profile": "https://www.example.com/u/ines_santos99"
    },
    {
      "id": 2,
      "uuid": "3fb64afe-bede-40d4-a8eb-2af2f26165a8",
      "name": "Amara Singh",
      "email": "amara.singh@example.com",
      "age": 29,
      "active": true,
      "joined": "2024-10-31",
      "city": "Dublin",
      "role": "admin",
      "bio": "aperiam perspiciatis in ut dolore elit duis quae",
      "profile": "https://www.example.com/u/amara_singh85"
    },
    {
      "id": 3,
      "uuid": "a1883c4f-fd02-4f5b-a14d-cc312684e4ed",
      "name": "Mei Haddad",
      "email": "mei.haddad@example.com",
      "age": 32,
      "active": true,
      "joined": "2025-03-28",
      "city": "Toronto",
      "role": "admin",
      "bio": "reprehenderit sed amet ipsam fugiat nisi magna odit",
      "profile": "https://www.example.com/u/mei_haddad38"
    }
  ]
}`;

/** A placeholder's documentation, shown on the page. */
export interface PlaceholderDoc {
  syntax: string;
  gives: string;
}

export const PLACEHOLDER_DOCS: readonly PlaceholderDoc[] = [
  { syntax: '{{name}}', gives: 'Full name, e.g. "Ada Okafor"' },
  { syntax: '{{firstName}}, {{lastName}}', gives: 'The parts of a name' },
  { syntax: '{{email}}', gives: 'Address at example.com/.org/.net built from the name' },
  { syntax: '{{username}}', gives: 'Login name built from the name, e.g. "ada_okafor42"' },
  { syntax: '{{uuid}}', gives: 'Version 4 UUID (from the seed, so reproducible)' },
  { syntax: '{{int(min,max)}}', gives: 'Whole number from min to max inclusive (default 0–100); a number, not a string' },
  { syntax: '{{float(min,max,decimals)}}', gives: 'Decimal number (default 0–1 with 2 decimals)' },
  { syntax: '{{bool}}', gives: 'true or false' },
  { syntax: '{{date}}, {{date(from,to)}}', gives: 'Date YYYY-MM-DD, by default between 2000-01-01 and 2030-12-31' },
  { syntax: '{{datetime}}, {{datetime(from,to)}}', gives: 'UTC timestamp in ISO 8601, e.g. 2017-04-02T13:45:10Z' },
  { syntax: '{{lorem(n)}}', gives: 'n lorem ipsum words (default 5)' },
  { syntax: '{{pick(a,b,c)}}', gives: 'One of the listed values, as text' },
  { syntax: '{{phone}}', gives: 'Phone number in the fictional +1 555-01xx range' },
  { syntax: '{{company}}, {{city}}, {{country}}, {{street}}', gives: 'Company name, city, country, street address' },
  { syntax: '{{url}}, {{color}}', gives: 'https URL on example.com, hex colour like #3fa2c7' },
  { syntax: '{{index}}, {{index(start)}}', gives: 'Position in the nearest repeat, counting from 0 (or from start)' },
  { syntax: '["{{repeat(n)}}", item]', gives: 'An array of n copies of item, each generated afresh; repeat(min,max) picks the count' },
];

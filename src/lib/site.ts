/**
 * Site configuration, read from NEXT_PUBLIC_* variables at build time (see .env.example).
 * Every value has a default so a fresh clone builds and runs with no set-up.
 */
const env = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const site = {
  origin: env(process.env.NEXT_PUBLIC_SITE_ORIGIN, 'http://localhost:3000').replace(/\/+$/, ''),
  name: env(process.env.NEXT_PUBLIC_SITE_NAME, 'Devbench'),
  apiHost: env(process.env.NEXT_PUBLIC_API_HOST, 'http://127.0.0.1:5001/demo-devbench/us-central1/api').replace(/\/+$/, ''),
  siteId: env(process.env.NEXT_PUBLIC_SITE_ID, 'devbench'),
  kidsAppUrl: env(process.env.NEXT_PUBLIC_KIDS_APP_URL, 'https://kids.example.org'),
  twitterHandle: env(process.env.NEXT_PUBLIC_TWITTER_HANDLE, '@devbench'),
  social: {
    linkedin: env(process.env.NEXT_PUBLIC_LINKEDIN_URL, 'https://www.linkedin.com/company/devbench'),
    blog: env(process.env.NEXT_PUBLIC_BLOG_URL, 'https://devbench.hashnode.dev'),
    twitter: env(process.env.NEXT_PUBLIC_TWITTER_URL, 'https://x.com/devbench'),
  },
  donateUrl: env(process.env.NEXT_PUBLIC_DONATE_URL, 'https://www.buymeacoffee.com/devbench'),
  sisterSiteUrl: env(process.env.NEXT_PUBLIC_SISTER_SITE_URL, 'https://kids.example.org'),
  contactEmail: env(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'hello@devbench.dev'),
  gaId: env(process.env.NEXT_PUBLIC_GA_ID, ''),
  simpleAnalytics: env(process.env.NEXT_PUBLIC_SIMPLE_ANALYTICS, 'false') === 'true',
} as const;

import type { PageModel } from '@/lib/page-model';

/** The site's own pages (SPEC §2 top-level links), one model each; routes import their model from here. */
export const sitePages = {
  home: {
    path: '/',
    title: 'Developer tools',
    description:
      'Free online developer tools that run in your browser: encoders, formatters, converters and playgrounds. Your data never leaves the page.',
    keywords: ['developer tools', 'online tools', 'json', 'base64', 'csv', 'formatter', 'converter'],
    disableBookmark: true,
  },
  faq: {
    path: '/faq/',
    title: 'Frequently asked questions',
    description: 'Answers about privacy, accounts, bookmarks, subscriptions and how the tools work.',
    keywords: ['faq', 'privacy', 'help'],
    disableBookmark: true,
    faqs: [
      {
        q: 'Is my data sent to a server when I use a tool?',
        a: 'No. Every encoder, formatter, converter and playground runs in your browser tab. What you paste is processed by JavaScript or WebAssembly on your own machine and is never uploaded.',
      },
      {
        q: 'Why does a tool remember what I typed?',
        a: 'Input is saved in your browser (localStorage) so a reload does not lose your work. Use the Clear button to remove it; nothing is stored anywhere else.',
      },
      {
        q: 'How do share links work?',
        a: 'The Share button copies a link whose part after the # holds the tool state. Browsers never send that part to a server, so the data travels only inside the link you give to someone.',
      },
      {
        q: 'Do I need an account?',
        a: 'No. All tools work without signing in. Signing in with Google adds bookmarks and a list of your shared links across devices.',
      },
      {
        q: 'How large an input can the tools handle?',
        a: 'Several megabytes. Heavy work runs in a Web Worker so the page stays responsive, and the editors only draw the lines you can see.',
      },
      {
        q: 'Which keyboard shortcuts are there?',
        a: 'Ctrl + K (Cmd + K on a Mac), Ctrl + P or / open the search palette from any page. Arrow keys move through the results and Enter opens a tool.',
      },
    ],
  },
  changelog: {
    path: '/changelog/',
    title: 'Changelog',
    description: 'What changed on the site, newest first.',
    keywords: ['changelog', 'release notes', 'updates'],
    disableBookmark: true,
  },
  contact: {
    path: '/contact_us/',
    title: 'Contact us',
    description: 'How to reach the team: report a bug, ask for a tool or send feedback.',
    keywords: ['contact', 'feedback', 'bug report'],
    disableBookmark: true,
  },
  pricing: {
    path: '/pricing/',
    title: 'Pricing',
    description: 'Every tool is free. A Pro subscription supports the site and adds account perks.',
    keywords: ['pricing', 'subscription', 'pro plan'],
    disableBookmark: true,
  },
  recipes: {
    path: '/recipes/',
    title: 'Recipes',
    description:
      'Chain encoders, decoders, formatters and converters into a recipe and run it on text or a file in your browser. Share a recipe as a link.',
    keywords: ['recipe', 'pipeline', 'chain operations', 'decode', 'convert', 'base64', 'gzip', 'jwt', 'workbench'],
    disableBookmark: true,
  },
  unsubscribe: {
    path: '/unsubscribe/',
    title: 'Unsubscribe from the newsletter',
    description: 'Stop receiving the newsletter. Telling us why is optional and helps us write better ones.',
    keywords: ['unsubscribe', 'newsletter'],
    disableBookmark: true,
    noindex: true,
  },
  privacy: {
    path: '/privacy.html',
    title: 'Privacy policy',
    description: 'What data the site handles, where it is kept and what you can do about it.',
    keywords: ['privacy policy', 'data', 'cookies'],
    disableBookmark: true,
  },
  terms: {
    path: '/terms.html',
    title: 'Terms of service',
    description: 'The terms under which you may use the site and its tools.',
    keywords: ['terms of service', 'terms of use'],
    disableBookmark: true,
  },
} as const satisfies Record<string, PageModel>;

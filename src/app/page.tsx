import Link from 'next/link';
import { tools, type ToolSlug } from '@/registry/tools';
import { HeroSearch } from '@/components/shell/HeroSearch';
import { PageShell } from '@/components/shell/PageShell';
import { ToolIcon } from '@/components/shell/ToolIcon';
import { YourTools, type ToolNames } from '@/components/shell/YourTools';
import { onInteractionMetadata } from '@/lib/seo';
import { learnLinks } from '@/content/pages';
import { RECENT_TOOLS_KEY } from '@/lib/recent-tools';
import { LOCAL_FAVOURITES_KEY } from '@/account/local-favourites';
import { categories } from '@/registry/categories';
import { toolPath } from '@/registry/routes';
import { sitePages } from '@/registry/site-pages';
import classes from './home.module.css';

const model = sitePages.home;

/** The tools most daily questions need, first on the home page (our choice: the site keeps no usage counts). */
const EVERYDAY: readonly ToolSlug[] = [
  'json_formatter',
  'jwt/decoder',
  'base64_decoder',
  'timestamp',
  'regex_tester',
  'jq_playground',
  'url_decoder',
  'uuid/generator',
];

// The page is complete HTML (its search box keeps what is typed before the scripts arrive): they load on the
// visitor's first interaction, or at once for a visitor with tools to list (scripts/defer-scripts.mjs).
export const metadata = onInteractionMetadata(model);

export default function HomePage() {
  const groups = categories
    .filter((c) => c.rootCategory === 'tools')
    .map((c) => ({ ...c, tools: tools.filter((t) => t.category === c.id) }))
    .filter((c) => c.tools.length > 0);
  const everyday = EVERYDAY.map((slug) => tools.find((t) => t.slug === slug)!);
  const names: ToolNames = Object.fromEntries(tools.map((t) => [t.slug, [t.name, t.icon] as const]));
  return (
    <PageShell model={model}>
      <HeroSearch />
      <p className={classes.lead}>
        Paste a JWT, JSON, Base64, a timestamp or a stack trace and the right tool opens with it; or type words to search every tool, cheatsheet and
        tutorial. {tools.length} tools that run entirely in your browser: nothing you paste is uploaded. Press <kbd>Ctrl</kbd> + <kbd>K</kbd> or{' '}
        <kbd>/</kbd> to search from any page.
      </p>
      <section aria-labelledby="everyday" className={classes.category}>
        <h2 id="everyday" className={classes.categoryTitle}>
          Everyday tools
        </h2>
        <ul className={classes.everyday}>
          {everyday.map((tool) => (
            <li key={tool.slug}>
              <Link href={toolPath(tool.slug)} className={classes.tile} prefetch={false}>
                <ToolIcon name={tool.icon} size={28} className={classes.tileIcon} />
                <span className={classes.cardTitle}>{tool.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div data-saved-state={RECENT_TOOLS_KEY}>
        <div data-saved-state={LOCAL_FAVOURITES_KEY}>
          <YourTools names={names} />
        </div>
      </div>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`cat-${group.id}`} className={classes.category}>
          <h2 id={`cat-${group.id}`} className={classes.categoryTitle}>
            {group.name}
          </h2>
          <ul className={classes.grid}>
            {group.tools.map((tool) => (
              <li key={tool.slug}>
                <Link href={toolPath(tool.slug)} className={classes.card} prefetch={false}>
                  <span className={classes.cardHead}>
                    <ToolIcon name={tool.icon} size={20} className={classes.cardIcon} />
                    <span className={classes.cardTitle}>{tool.name}</span>
                  </span>
                  <span className={classes.cardText}>{tool.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {learnLinks().map((group) => (
        <section key={group.group} aria-labelledby={`learn-${group.group}`} className={classes.category}>
          <h2 id={`learn-${group.group}`} className={classes.categoryTitle}>
            {group.group}
          </h2>
          <ul className={classes.grid}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={classes.card} prefetch={false}>
                  <span className={classes.cardTitle}>{link.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageShell>
  );
}

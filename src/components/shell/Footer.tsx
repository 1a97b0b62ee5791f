import { site } from '@/lib/site';
import { OfflineChoice } from './OfflineChoice';
import classes from './shell.module.css';

/** The two footer blocks of SPEC §2: social and donation links, then legal and site links. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <ul className={classes.footerLinks} aria-label="Follow us">
        <li>
          <a href={site.social.linkedin} rel="noopener noreferrer" target="_blank">
            LinkedIn
          </a>
        </li>
        <li>
          <a href={site.social.blog} rel="noopener noreferrer" target="_blank">
            Hashnode blog
          </a>
        </li>
        <li>
          <a href={site.social.twitter} rel="noopener noreferrer" target="_blank">
            X (Twitter)
          </a>
        </li>
        <li>
          <a href={site.donateUrl} rel="noopener noreferrer" target="_blank">
            Buy us a coffee
          </a>
        </li>
      </ul>
      <ul className={classes.footerLinks} aria-label="Site" style={{ marginTop: 12 }}>
        <li>
          <a href="/terms.html">Terms</a>
        </li>
        <li>
          <a href="/privacy.html">Privacy</a>
        </li>
        <li>
          <a href="/faq/">FAQ</a>
        </li>
        <li>
          <a href="/changelog/">Changelog</a>
        </li>
        <li>
          <a href="/contact_us/">Contact</a>
        </li>
        <li>
          <a href={site.sisterSiteUrl} rel="noopener noreferrer" target="_blank">
            Kids app
          </a>
        </li>
        <li style={{ color: 'var(--mantine-color-dimmed)' }}>© {site.name}</li>
      </ul>
      <OfflineChoice />
    </footer>
  );
}

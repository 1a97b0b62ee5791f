import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.privacy;
export const metadata = onInteractionMetadata(model);

/** Served at /privacy.html: scripts/postbuild.mjs moves the exported page there. */
export default function PrivacyPage() {
  return (
    <PageShell model={model}>
      <div className="prose">
        <p>Last updated: November 21, 2026.</p>
        <h2>What you put into the tools</h2>
        <p>
          The tools run in your browser. Text, files and images you paste or open are processed on your device and are not sent to us or to anyone
          else. To keep your work across reloads, a tool saves its input in your browser&apos;s local storage; clearing the tool or your browser data
          removes it.
        </p>
        <h2>Share links</h2>
        <p>
          A share link carries the tool state after the <code>#</code> of the URL. Browsers do not send that part to web servers, so the content
          reaches only the people you give the link to. When you are signed in, we keep a record of the links you share (the tool, the link and the
          date) so you can find them again in your account menu.
        </p>
        <h2>Private links</h2>
        <p>
          A private link is for an input too large for a share link. Your browser compresses the tool state and encrypts it with AES-256-GCM under a
          random key it makes for that link; we store only the encrypted bytes, with the tool&apos;s name, their size, when the link expires and, when
          you are signed in, your user id. The key is written only after the <code>#</code> of the link, so it never reaches us, and without it the
          stored bytes cannot be read. The bytes are deleted within an hour after the link expires (after 1, 7 or 30 days, as you choose; Pro links
          may never expire), or at once when you delete the link from the sharing panel or your account menu.
        </p>
        <h2>Accounts</h2>
        <p>
          Signing in is optional and uses Google through Firebase Authentication. We receive your name, e-mail address and a user id. We store your
          bookmarks, your shared links and, if you subscribe, your subscription&apos;s plan, status and dates in Google Cloud Firestore under your
          user id. Only you can read them.
        </p>
        <h2>Newsletter</h2>
        <p>
          If you subscribe to the newsletter we keep your e-mail address to send you updates, at most once a week. Every e-mail has an unsubscribe
          link, and unsubscribing deletes the address from the list.
        </p>
        <h2>Analytics and cookies</h2>
        <p>
          We count page views and a few interface events (for example, opening the search palette) to learn which tools are useful. These events never
          contain what you typed into a tool. We set a cookie only to remember that you closed the promotional banner, for 30 days.
        </p>
        <h2>Your rights</h2>
        <p>
          You can ask us to export or delete your account data at any time by writing to{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </div>
    </PageShell>
  );
}

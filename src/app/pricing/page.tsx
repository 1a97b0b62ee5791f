import { UpgradeButtons } from '@/account/UpgradeButtons';
import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { sitePages } from '@/registry/site-pages';
import classes from '../home.module.css';

const model = sitePages.pricing;
// The plans are plain HTML: the scripts load on the first interaction, and a tap on an upgrade button before they
// are there is made again once they are (scripts/defer-scripts.mjs). A signed-in visitor, as one coming back from
// Checkout is, gets them at once (the header's signed-in flag).
export const metadata = onInteractionMetadata(model);

// What each plan has, and only what is built: Pro's lines are what the API grants a live subscription
// (functions/src/blobs.ts: 25 MB and no expiry for private links) and the billing it manages.
const plans = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    features: [
      'Every tool, cheatsheet and playground, with no usage limits',
      'What you type stays in your browser',
      'Share links for any tool state',
      'Private links, encrypted in your browser, for inputs up to 5 MB, kept for 1, 7 or 30 days',
      'Bookmarks in this browser without an account; with Google sign-in, bookmarks, saved recipes and your links on every device',
    ],
  },
  {
    name: 'Pro',
    price: '$4',
    period: 'per month, or $36 per year',
    features: [
      'Everything in Free',
      'Private links for inputs up to 25 MB',
      'Private links that never expire',
      'Renewal date and billing managed from your account; cancel any time',
    ],
  },
];

export default function PricingPage() {
  return (
    <PageShell model={model}>
      <ul className={classes.grid} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {plans.map((plan) => (
          <li key={plan.name}>
            <section className={classes.card} aria-labelledby={`plan-${plan.name}`}>
              <h2 id={`plan-${plan.name}`} style={{ margin: 0, fontSize: 22 }}>
                {plan.name}
              </h2>
              <p style={{ margin: 0 }}>
                <strong style={{ fontSize: 28 }}>{plan.price}</strong> <span className={classes.cardText}>{plan.period}</span>
              </p>
              <ul className="prose" style={{ paddingLeft: 18 }}>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {plan.name === 'Pro' && <UpgradeButtons />}
            </section>
          </li>
        ))}
      </ul>
      <p className="prose">
        Pro subscriptions are handled by our billing provider, Stripe: sign in with Google, choose monthly or yearly, and pay on Stripe&apos;s
        checkout page. Back here, the account menu shows your plan and its renewal date, and Manage Subscription opens the billing portal where you
        can change plan, update your card, download invoices or cancel. Questions about billing? <a href="/contact_us/">Contact us</a>.
      </p>
    </PageShell>
  );
}

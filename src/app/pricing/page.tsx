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

const plans = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    features: [
      'Every tool, cheatsheet and playground, with no usage limits',
      'Your data stays in your browser',
      'Share links for any tool state',
      'Bookmarks and shared-link history when you sign in with Google',
    ],
  },
  {
    name: 'Pro',
    price: '$4',
    period: 'per month, or $36 per year',
    features: [
      'Everything in Free',
      'Keeps the site free and independent',
      'Your tool requests go to the front of the queue',
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

import { formatSubscriptionDate, subscriptionLine } from '@/lib/subscription';

describe('subscription dates', () => {
  // Noon UTC keeps the calendar day the same in every time zone the tests may run in.
  const nov21 = Date.UTC(2026, 10, 21, 12) / 1000;
  const jan5 = Date.UTC(2027, 0, 5, 12) / 1000;

  it('formats en-US with a long month, numeric day and year', () => {
    expect(formatSubscriptionDate(nov21)).toBe('November 21, 2026');
  });

  it.each([
    [{ expirationTime: nov21 }, 'Renews On November 21, 2026'],
    [{ expirationTime: nov21, cancelAt: null }, 'Renews On November 21, 2026'],
    [{ expirationTime: nov21, cancelAt: jan5 }, 'Expires On January 5, 2027'],
  ])('shows %j as %s', (sub, line) => {
    expect(subscriptionLine(sub)).toBe(line);
  });
});

import './mantine-styles';
import './globals.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AccountProvider } from '@/account/AccountProvider';
import { Analytics } from '@/components/shell/Analytics';
import { OfflineSupport } from '@/components/shell/OfflineSupport';
import { analyticsScripts } from '@/lib/analytics';
import { bannerCookieScript } from '@/lib/banner';
import { contentSecurityPolicy, CSP_SOURCE_META } from '@/lib/csp';
import { earlyControlsScript } from '@/lib/early-controls-script';
import { PAGE_END_ID } from '@/lib/first-paint';
import { pathGuardScript } from '@/lib/path-guard';
import { site } from '@/lib/site';
import { theme } from '@/lib/theme';

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  applicationName: site.name,
  twitter: { creator: site.twitterHandle },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        {/* The page's policy, from which postbuild writes its Content-Security-Policy <meta> with the hashes
            of the page's inline scripts (src/lib/csp.ts). React never renders the policy itself: hydration
            would put back the unfinished one. Not in development, where Next's tooling runs code the policy
            refuses. */}
        {process.env.NODE_ENV === 'production' && <meta name={CSP_SOURCE_META} content={contentSecurityPolicy()} />}
        {/* No paint until the page's main content is parsed, so the first paint is the whole first screen and is
            also its largest paint (src/lib/first-paint.ts). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: pathGuardScript }} />
        {/* Sets the remembered light/dark scheme before first paint, so there is no flash. */}
        <ColorSchemeScript defaultColorScheme="auto" />
        <script dangerouslySetInnerHTML={{ __html: bannerCookieScript }} />
        {/* The header's controls and the banner's close button answer taps made before hydration. */}
        <script dangerouslySetInnerHTML={{ __html: earlyControlsScript }} />
        {analyticsScripts(site).map((src) => (
          <script key={src} async src={src} />
        ))}
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <AccountProvider>{children}</AccountProvider>
          <OfflineSupport />
        </MantineProvider>
        <Analytics />
      </body>
    </html>
  );
}

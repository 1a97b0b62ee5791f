import '@mantine/core/styles.css';
import './globals.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/shell/Analytics';
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
        {/* Sets the remembered light/dark scheme before first paint, so there is no flash. */}
        <ColorSchemeScript defaultColorScheme="auto" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {children}
        </MantineProvider>
        <Analytics />
      </body>
    </html>
  );
}

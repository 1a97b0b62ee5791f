'use client';

import { Button, CloseButton, Group, Text } from '@mantine/core';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { BANNER_COOKIE, kidsAppLink } from '@/lib/banner';

/**
 * Promo banner for the kids app (SPEC §2, §4). It is in the prerendered HTML, and a tiny script in
 * <head> hides it before paint when the closed cookie exists, so nobody sees it flash or jump.
 */
export function PromoBanner() {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <aside className="kids-banner" aria-label="Kids app" style={{ background: 'var(--mantine-color-yellow-light)', borderRadius: 8, padding: '8px 12px', marginBottom: 16 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">Have kids? Our kids app turns screen time into making things: drawing, stories and first steps in code.</Text>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            component="a"
            href={kidsAppLink()}
            target="_blank"
            rel="noopener"
            onClick={() => trackEvent('kids-app-click')}
          >
            Download
          </Button>
          <CloseButton
            aria-label="Close banner"
            onClick={() => {
              Cookies.set(BANNER_COOKIE, '1', { expires: 30, sameSite: 'Lax' });
              trackEvent('kids-app-close');
              setClosed(true);
            }}
          />
        </Group>
      </Group>
    </aside>
  );
}


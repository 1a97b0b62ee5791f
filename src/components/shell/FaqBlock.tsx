'use client';

import { Accordion, Title } from '@mantine/core';
import type { FaqItem } from '@/lib/page-model';

/** FAQ block (SPEC §2): several answers may be open at once; nothing renders for an empty list. */
export function FaqBlock({ faqs }: { faqs?: readonly FaqItem[] }) {
  if (!faqs || faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" style={{ marginTop: 40 }}>
      <Title order={2} id="faq-heading" mb="sm">
        FAQ
      </Title>
      <Accordion multiple transitionDuration={200} variant="separated">
        {faqs.map((item) => (
          <Accordion.Item key={item.q} value={item.q}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

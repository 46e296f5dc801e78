import { useEffect, useState } from 'react';
import { Accordion, Container } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { ContentBlocks } from '../components/content-blocks';
import { FAQ_BILLING_EXPAND_DELAY_MS, FAQ_BILLING_GROUP_ID, faqGroups, type FaqGroup } from '../data/faq';
import classes from './faq-page.module.css';
import { faqMeta } from '../page-meta';
import '@mantine/core/styles/Accordion.css';

const route = getRouteApi('/preguntas-frecuentes');

const groupAnchor = (id: string) => `faq-${id}`;

function FaqGroupItems({
  group,
  value,
  onChange,
}: {
  group: FaqGroup;
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  const controlled = onChange ? { value: value ?? null, onChange } : {};
  return (
    <Accordion order={3} variant="contained" {...controlled}>
      {group.items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <ContentBlocks blocks={item.answer} headingLevel={4} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * The FAQ: eleven groups, each an accordion of questions. With `?ff=true` (`openBilling`)
 * (`?ff=true`) the billing group opens, the page scrolls to it and its first
 * question expands after 300 ms.
 */
export function FaqPage() {
  const { ff } = route.useSearch();
  const openBilling = ff === true || ff === 'true';
  const [openGroups, setOpenGroups] = useState<string[]>(openBilling ? [FAQ_BILLING_GROUP_ID] : []);
  const [billingItem, setBillingItem] = useState<string | null>(null);
  // Arriving at ?ff=true from the page itself opens the billing group too (set while rendering, as React advises
  // for state that follows a prop).
  const [billingAsked, setBillingAsked] = useState(openBilling);
  if (openBilling !== billingAsked) {
    setBillingAsked(openBilling);
    if (openBilling && !openGroups.includes(FAQ_BILLING_GROUP_ID)) setOpenGroups([...openGroups, FAQ_BILLING_GROUP_ID]);
  }

  useEffect(() => {
    if (!openBilling) return undefined;
    const scrollToBilling = () =>
      document.getElementById(groupAnchor(FAQ_BILLING_GROUP_ID))?.scrollIntoView?.({ block: 'start' });
    const frame = window.requestAnimationFrame(scrollToBilling);
    const timer = window.setTimeout(() => {
      const first = faqGroups.find((g) => g.id === FAQ_BILLING_GROUP_ID)?.items[0];
      if (first) setBillingItem(first.id);
      scrollToBilling();
    }, FAQ_BILLING_EXPAND_DELAY_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [openBilling]);

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={faqMeta.title}
        lead="Encontrá las respuestas a las consultas más habituales. Si no encontrás lo que buscás, escribinos desde el formulario de contacto."
      />
      <Accordion multiple order={2} variant="separated" value={openGroups} onChange={setOpenGroups}>
        {faqGroups.map((group) => (
          <Accordion.Item key={group.id} value={group.id} id={groupAnchor(group.id)} className={classes.group}>
            <Accordion.Control>{group.title}</Accordion.Control>
            <Accordion.Panel>
              {group.id === FAQ_BILLING_GROUP_ID ? (
                <FaqGroupItems group={group} value={billingItem} onChange={setBillingItem} />
              ) : (
                <FaqGroupItems group={group} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Accordion } from '@mantine/core';
import type { Section } from '../types';
import { ContentBlocks } from './content-blocks';
import '@mantine/core/styles/Accordion.css';

export type AccordionEntry = { id: string; title: string; content: ReactNode };

/** Turns content sections into accordion entries whose inner headings start at h3. */
export function sectionEntries(sections: readonly Section[]): AccordionEntry[] {
  return sections.map((s) => ({
    id: s.id,
    title: s.title,
    content: <ContentBlocks blocks={s.blocks} headingLevel={3} />,
  }));
}

type Props = {
  entries: readonly AccordionEntry[];
  /** Items open on first render. */
  defaultOpen?: string[];
  'aria-label'?: string;
};

/**
 * An accordion whose item titles are h2 headings (Mantine wraps each control in
 * the heading), several items may be open at once.
 */
export function SectionAccordion({ entries, defaultOpen = [], ...rest }: Props) {
  return (
    <Accordion multiple order={2} variant="separated" defaultValue={defaultOpen} {...rest}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={entry.id}>
          <Accordion.Control>{entry.title}</Accordion.Control>
          <Accordion.Panel>{entry.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

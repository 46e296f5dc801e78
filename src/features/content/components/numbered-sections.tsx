import { Anchor, Stack, Title } from '@mantine/core';
import type { Section } from '../types';
import { ContentBlocks } from './content-blocks';
import classes from './numbered-sections.module.css';

/** A numbered table of contents followed by the numbered sections, each an h2. */
export function NumberedSections({
  sections,
  tocLabel = 'Índice',
}: {
  sections: readonly Section[];
  tocLabel?: string;
}) {
  return (
    <Stack gap="xl">
      <nav aria-labelledby="indice-titulo" className={classes.toc}>
        <Title order={2} size="h4" id="indice-titulo">
          {tocLabel}
        </Title>
        <ol className={classes.tocList}>
          {sections.map((s) => (
            <li key={s.id}>
              <Anchor underline="always" href={`#${s.id}`}>
                {s.title}
              </Anchor>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`} className={classes.section}>
          <Title order={2} size="h3" id={`${s.id}-titulo`} mb="sm">
            {i + 1}. {s.title}
          </Title>
          <ContentBlocks blocks={s.blocks} headingLevel={3} />
        </section>
      ))}
    </Stack>
  );
}

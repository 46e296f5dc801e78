import { Anchor, Container, Stack, Title } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { PageHeader } from '../components/page-header';
import { ContentBlocks } from '../components/content-blocks';
import { residencyRegulationChapters } from '../data/residency-regulation';
import classes from '../components/numbered-sections.module.css';
import { residencyRegulationMeta } from '../page-meta';

export function ResidencyRegulationPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={residencyRegulationMeta.title}
        lead={
          <>
            Normas que rigen las residencias de Cardiología y Clínica Médica. Información sobre el ingreso en{' '}
            <AnchorLink underline="always" to="/residencia-medica">
              Residencia médica
            </AnchorLink>
            .
          </>
        }
      />
      <Stack gap="xl">
        <nav aria-labelledby="indice-titulo" className={classes.toc}>
          <Title order={2} size="h4" id="indice-titulo">
            Índice
          </Title>
          <ol className={classes.tocList} style={{ listStyleType: 'upper-roman' }}>
            {residencyRegulationChapters.map((c) => (
              <li key={c.id}>
                <Anchor underline="always" href={`#${c.id}`}>
                  {c.title}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>
        {residencyRegulationChapters.map((chapter) => (
          <section
            key={chapter.id}
            id={chapter.id}
            aria-labelledby={`${chapter.id}-titulo`}
            className={classes.section}
          >
            <Title order={2} size="h3" id={`${chapter.id}-titulo`} mb="md">
              Capítulo {chapter.numeral}. {chapter.title}
            </Title>
            <Stack gap="md">
              {chapter.articles.map((article) => (
                <article key={article.number} aria-labelledby={`articulo-${article.number}`}>
                  <Title order={3} size="h5" id={`articulo-${article.number}`} mb="xs">
                    Artículo {article.number}. {article.title}
                  </Title>
                  <ContentBlocks blocks={article.blocks} headingLevel={4} />
                </article>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}

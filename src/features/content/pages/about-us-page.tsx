import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { Carousel } from '../components/carousel';
import { aboutUsImages, aboutUsParagraphs, aboutUsValues } from '../data/about-us';
import classes from './about-us-page.module.css';
import { aboutUsMeta } from '../page-meta';

export function AboutUsPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title={aboutUsMeta.title} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
        <Stack gap="sm">
          {aboutUsParagraphs.map((text) => (
            <Text key={text}>{text}</Text>
          ))}
        </Stack>
        <Carousel
          label="Imágenes de Salud Plena"
          items={aboutUsImages}
          itemKey={(img) => img.src}
          ratio="16 / 9"
          renderItem={(img) => (
            <img
              src={img.src}
              alt={img.alt}
              width={img.width}
              height={img.height}
              className={classes.image}
              loading="lazy"
            />
          )}
        />
      </SimpleGrid>
      <section aria-labelledby="valores" className={classes.values}>
        <Title order={2} id="valores" mb="md">
          Nuestros valores
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {aboutUsValues.map((v) => (
            <Card key={v.title} withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="xs">
                {v.title}
              </Title>
              <Text>{v.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Container>
  );
}

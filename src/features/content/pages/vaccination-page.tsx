import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '../components/page-header';
import { vaccinationIntro } from '../data/vaccination';
import { vaccinationMeta } from '../page-meta';

export function VaccinationPage() {
  const v = site.external.vaccination;
  return (
    <Container size="lg" py="xl">
      <PageHeader title={vaccinationMeta.title} lead="Vacunarte es fácil con la red de vacunatorios Vacunar." />
      <Stack gap="xl" maw="52rem">
        <Stack gap="sm">
          {vaccinationIntro.map((text) => (
            <Text key={text}>{text}</Text>
          ))}
        </Stack>
        <section aria-labelledby="vacunar-contacto">
          <Title order={2} id="vacunar-contacto" mb="md">
            Contacto de la red Vacunar
          </Title>
          <List spacing="sm">
            <List.Item>
              Sitio web:{' '}
              <ExternalLink underline="always" href={v.website}>
                {v.website.replace(/^https?:\/\//, '')}
              </ExternalLink>
            </List.Item>
            <List.Item>
              Correo electrónico:{' '}
              <Anchor underline="always" href={`mailto:${v.email}`}>
                {v.email}
              </Anchor>
            </List.Item>
            <List.Item>
              Teléfono:{' '}
              <Anchor underline="always" href={`tel:${v.phone.tel}`}>
                {v.phone.display}
              </Anchor>
            </List.Item>
            <List.Item>
              Redes sociales:{' '}
              {v.social.map((s, i) => (
                <span key={s.name}>
                  {i > 0 ? ' · ' : null}
                  <ExternalLink underline="always" href={s.url}>
                    {s.name}
                  </ExternalLink>
                </span>
              ))}
            </List.Item>
          </List>
        </section>
        <section aria-labelledby="vacunar-mapa">
          <Title order={2} id="vacunar-mapa" mb="md">
            Vacunatorios cerca tuyo
          </Title>
          <Text>
            Consultá direcciones y horarios en el{' '}
            <ExternalLink underline="always" href={v.centresMap}>
              mapa de vacunatorios de Vacunar
            </ExternalLink>
            .
          </Text>
        </section>
      </Stack>
    </Container>
  );
}

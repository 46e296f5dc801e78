import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { vacunar } from '@/config/vacunar';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '../components/page-header';
import { vaccinationIntro } from '../data/vaccination';
import { vaccinationMeta } from '../page-meta';

export function VaccinationPage() {
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
              <ExternalLink underline="always" href={vacunar.website}>
                {vacunar.website.replace(/^https?:\/\//, '')}
              </ExternalLink>
            </List.Item>
            <List.Item>
              Correo electrónico:{' '}
              <Anchor underline="always" href={`mailto:${vacunar.email}`}>
                {vacunar.email}
              </Anchor>
            </List.Item>
            <List.Item>
              Teléfono:{' '}
              <Anchor underline="always" href={`tel:${vacunar.phone.tel}`}>
                {vacunar.phone.display}
              </Anchor>
            </List.Item>
            <List.Item>
              Redes sociales:{' '}
              {vacunar.social.map((s, i) => (
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
            <ExternalLink underline="always" href={vacunar.centresMap}>
              mapa de vacunatorios de Vacunar
            </ExternalLink>
            .
          </Text>
        </section>
      </Stack>
    </Container>
  );
}

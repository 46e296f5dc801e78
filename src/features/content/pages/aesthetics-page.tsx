import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/external-link';
import { trackBooking } from '@/components/layout/navigation';
import { AnchorLink } from '@/components/links';
import { PageHeader } from '../components/page-header';
import { aestheticsCentre, aestheticsGroups } from '../data/aesthetics';
import { aestheticsMeta } from '../page-meta';

export function AestheticsPage() {
  const centre = aestheticsCentre;
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={aestheticsMeta.title}
        lead={`Tratamientos de cosmetología y podología para cuidarte y sentirte bien. Todas las prácticas se realizan en el ${centre.name}.`}
      />
      <Stack gap="xl">
        {aestheticsGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-titulo`}>
            <Title order={2} id={`${group.id}-titulo`} mb="md">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {group.practices.map((practice) => (
                <Card key={practice.name} withBorder radius="md" padding="lg" component="article">
                  <Title order={3} size="h4" mb="xs">
                    {practice.name}
                  </Title>
                  <Text>{practice.description}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ))}
        <section aria-labelledby="turnos-titulo">
          <Title order={2} id="turnos-titulo" mb="md">
            Dónde y cómo pedir turno
          </Title>
          <Text mb="sm">
            Todas las prácticas se realizan en el{' '}
            <AnchorLink underline="always" to="/centros-medicos" hash={centre.id}>
              {centre.name}
            </AnchorLink>
            , {centre.address} ({centre.hours.join('; ').toLowerCase()}). Podés reservar tu turno:
          </Text>
          <List spacing="xs">
            <List.Item>
              por correo electrónico a{' '}
              <Anchor underline="always" href={`mailto:${site.emails.aesthetics}`}>
                {site.emails.aesthetics}
              </Anchor>
              ;
            </List.Item>
            <List.Item>
              en{' '}
              <ExternalLink
                underline="always"
                href={site.external.onlineAppointments}
                onClick={trackBooking('content')}
              >
                Turnos Online
              </ExternalLink>
              ;
            </List.Item>
            <List.Item>
              por teléfono al{' '}
              <Anchor underline="always" href={`tel:${centre.phone.tel}`}>
                {centre.phone.display}
              </Anchor>
              .
            </List.Item>
          </List>
        </section>
      </Stack>
    </Container>
  );
}

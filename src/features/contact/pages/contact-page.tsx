import { Anchor, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { site } from '@/config/site';
import { AnchorLink } from '@/components/links';
import { CancellationForm } from '../components/cancellation-form';
import { ContactForm } from '../components/contact-form';
import { contactPageMeta } from '../page-meta';

const route = getRouteApi('/contacto');

const phones = [site.phones.sales, site.phones.customerService, site.phones.administration, site.phones.emergencies];

/**
 * /contacto: the general form, or with ?motivo=baja | arrepentimiento (the consumer-law links) the short
 * cancellation / withdrawal request in its place.
 */
export function ContactPage() {
  const { motivo } = route.useSearch();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <PageTitle flush>{contactPageMeta(motivo).title}</PageTitle>
        {motivo ? (
          <Text maw="48rem">
            ¿Querés hacer otra consulta?{' '}
            <AnchorLink to="/contacto" underline="always">
              Usá el formulario de contacto
            </AnchorLink>
            .
          </Text>
        ) : (
          <Text size="lg" maw="48rem">
            Completá el formulario y te responderemos a la brevedad. Todos los campos son obligatorios.
          </Text>
        )}
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {motivo ? <CancellationForm key={motivo} reason={motivo} /> : <ContactForm publicReasons />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="contacto-otros-medios">
            <Title order={2} size="h4" id="contacto-otros-medios" mb="sm">
              Otros medios de contacto
            </Title>
            <List spacing="xs" listStyleType="none" p={0}>
              {phones.map((phone) => (
                <List.Item key={phone.tel}>
                  {phone.label}:{' '}
                  <Anchor underline="always" href={`tel:${phone.tel}`}>
                    {phone.display}
                  </Anchor>
                </List.Item>
              ))}
              <List.Item>
                Correo:{' '}
                <Anchor underline="always" href={`mailto:${site.emails.info}`}>
                  {site.emails.info}
                </Anchor>
              </List.Item>
            </List>
            <Text mt="md">{site.address.full}</Text>
            <Text size="sm">{site.officeHours}</Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { site } from '@/config/site';
import { AnchorLink, ButtonLink } from '@/components/links';
import { consumerLinks, trackBooking } from '@/components/layout/navigation';
import { PageTitle } from '@/components/layout/page-title';
import { Carousel } from '../components/carousel';
import { ExternalButton } from '../components/external-button';
import { centres } from '../data/centres';
import { homeBoxes, homeHeading, homePortals, homeSlides, type Slide } from '../data/home';
import { plans } from '../data/plans';
import classes from './home-page.module.css';

function SlideContent({ slide }: { slide: Slide }) {
  return (
    <div className={classes.slide}>
      <img
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        className={classes.slideImage}
        fetchPriority={slide.id === homeSlides[0]?.id ? 'high' : 'low'}
      />
      <div className={classes.slideText}>
        <p className={classes.slideTitle}>{slide.title}</p>
        <p className={classes.slideLead}>{slide.text}</p>
        <p className={classes.slidePhone}>
          Ventas:{' '}
          <a href={`tel:${site.phones.sales.tel}`} className={classes.slidePhoneLink}>
            {site.phones.sales.display}
          </a>
        </p>
        <ButtonLink to="/contacto" color="yellow.4" c="dark.9" size="md">
          Asociarme
        </ButtonLink>
      </div>
    </div>
  );
}

export function HomePage() {
  const [a10, c60] = plans;
  return (
    <>
      <Container size="lg" pt="lg">
        <PageTitle size="h2" ta="center" mb="xs">
          {homeHeading}
        </PageTitle>
        {/* Disposición 954/2025: cancel and withdraw from the first screen, not only from the footer. */}
        <nav aria-label="Baja y arrepentimiento" className={classes.consumerLinks}>
          {consumerLinks.map((link) => (
            <AnchorLink key={link.label} to={link.to} search={link.search as never} underline="always" size="sm">
              {link.label}
            </AnchorLink>
          ))}
        </nav>
        <Carousel
          label="Novedades de Salud Plena"
          items={homeSlides}
          itemKey={(s) => s.id}
          renderItem={(s) => <SlideContent slide={s} />}
          ratio="5 / 2"
          mobileRatio="4 / 5"
        />
      </Container>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <section aria-labelledby="home-servicios">
            <Title order={2} id="home-servicios" mb="md">
              Todo lo que necesitás
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Card withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  {homeBoxes.directory.title}
                </Title>
                <Text mb="md">{homeBoxes.directory.text}</Text>
                <AnchorLink underline="always" to="/cartilla-medica" fw={600}>
                  {homeBoxes.directory.linkText}
                </AnchorLink>
              </Card>
              <Card withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  {homeBoxes.travel.title}
                </Title>
                <Text mb="md">{homeBoxes.travel.text}</Text>
                <AnchorLink underline="always" to="/universal-assistance" fw={600}>
                  {homeBoxes.travel.linkText}
                </AnchorLink>
              </Card>
              <Card withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  {homeBoxes.plans.title}
                </Title>
                <Text mb="md">{homeBoxes.plans.text}</Text>
                <Group gap="sm">
                  {a10 ? (
                    <ButtonLink to="/nuestros-planes" search={{ a10: '' }} variant="outline">
                      Plan {a10.name}
                    </ButtonLink>
                  ) : null}
                  {c60 ? (
                    <ButtonLink to="/nuestros-planes" search={{ c60: '' }} variant="outline">
                      Plan {c60.name}
                    </ButtonLink>
                  ) : null}
                </Group>
              </Card>
            </SimpleGrid>
          </section>

          <section aria-labelledby="home-centros">
            <Group justify="space-between" align="baseline" mb="md">
              <Title order={2} id="home-centros">
                Nuestros centros médicos
              </Title>
              <AnchorLink underline="always" to="/centros-medicos" fw={600}>
                Ver todos los centros
              </AnchorLink>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {centres.map((centre) => (
                <Card key={centre.id} withBorder radius="md" padding="md" component="article">
                  <Card.Section>
                    <img
                      src={centre.image.src}
                      alt=""
                      width={centre.image.width}
                      height={centre.image.height}
                      className={classes.centreImage}
                      loading="lazy"
                    />
                  </Card.Section>
                  <Title order={3} size="h5" mt="sm" mb={4}>
                    {centre.name}
                  </Title>
                  <Text size="sm" mb={4}>
                    {centre.address}
                  </Text>
                  <Text size="sm" mb="sm">
                    {centre.hours.join(' · ')}
                  </Text>
                  <AnchorLink underline="always" to="/centros-medicos" hash={centre.id} size="sm" fw={600}>
                    Más información<span className="visually-hidden"> sobre {centre.name}</span>
                  </AnchorLink>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="home-portales">
            <Title order={2} id="home-portales" mb="md">
              Portales
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Card withBorder radius="md" padding="lg" component="article" className={classes.portal}>
                <Title order={3} size="h4" mb="xs">
                  {homePortals.members.title}
                </Title>
                <Text mb="md">{homePortals.members.text}</Text>
                <ButtonLink to="/login">{homePortals.members.linkText}</ButtonLink>
              </Card>
              <Card withBorder radius="md" padding="lg" component="article" className={classes.portal}>
                <Title order={3} size="h4" mb="xs">
                  {homePortals.appointments.title}
                </Title>
                <Text mb="md">{homePortals.appointments.text}</Text>
                <ExternalButton href={site.external.onlineAppointments} onClick={trackBooking('home')}>
                  {homePortals.appointments.linkText}
                </ExternalButton>
              </Card>
            </SimpleGrid>
          </section>

          <Text ta="center">
            ¿Querés asociarte? Llamá a Ventas al{' '}
            <Anchor underline="always" href={`tel:${site.phones.sales.tel}`} fw={700}>
              {site.phones.sales.display}
            </Anchor>{' '}
            o{' '}
            <AnchorLink underline="always" to="/contacto">
              dejanos tus datos
            </AnchorLink>
            .
          </Text>
        </Stack>
      </Container>
    </>
  );
}

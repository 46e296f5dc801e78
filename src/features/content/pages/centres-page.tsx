import { Anchor, Card, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { site, whatsappUrl } from '@/config/site';
import { PageHeader } from '../components/page-header';
import { RichText } from '../components/rich-text';
import { CentreMap } from '../components/centre-map';
import { ExternalButton } from '../components/external-button';
import { OpenNow } from '../components/open-now';
import { centres, customerServiceHours, customerServiceProcedures, type Centre } from '../data/centres';
import classes from './centres-page.module.css';
import { centresMeta } from '../page-meta';

/** How to reach a centre and when it is open. */
function CentreFacts({ centre }: { centre: Centre }) {
  return (
    <dl className={classes.facts}>
      <dt>Dirección</dt>
      <dd>{centre.address}</dd>
      <dt>Teléfono</dt>
      <dd>
        <Anchor underline="always" href={`tel:${centre.phone.tel}`}>
          {centre.phone.display}
        </Anchor>
      </dd>
      {centre.whatsapp ? (
        <>
          <dt>WhatsApp</dt>
          <dd>
            <Anchor underline="always" href={whatsappUrl(centre.whatsapp)} target="_blank" rel="noopener noreferrer">
              {centre.whatsapp.display}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </Anchor>
          </dd>
        </>
      ) : null}
      <dt>Horario</dt>
      <dd>
        {centre.hours.map((line) => (
          <span key={line} className={classes.line}>
            {line}
          </span>
        ))}
        <OpenNow schedule={centre.schedule} className={classes.line} />
      </dd>
    </dl>
  );
}

function CentreCard({ centre }: { centre: Centre }) {
  const titleId = `${centre.id}-titulo`;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      id={centre.id}
      aria-labelledby={titleId}
      className={classes.centre}
    >
      <div className={classes.layout}>
        <Image
          src={centre.image.src}
          width={centre.image.width}
          height={centre.image.height}
          alt=""
          radius="md"
          className={classes.image}
          loading="lazy"
        />
        <Stack gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {centre.name}
          </Title>
          <Text>{centre.summary}</Text>
          <CentreFacts centre={centre} />
          <div>
            <Title order={3} size="h5" mb={4}>
              Prácticas
            </Title>
            <List size="sm" spacing={2} className={classes.practices}>
              {centre.practices.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </div>
          {centre.onlineAppointments ? (
            <Group>
              <ExternalButton href={site.external.onlineAppointments}>Solicitar turno online</ExternalButton>
            </Group>
          ) : null}
          <CentreMap centre={centre} />
        </Stack>
      </div>
    </Card>
  );
}

export function CentresPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={centresMeta.title}
        lead={`Cuatro centros propios en la Ciudad de Buenos Aires para atenderte con la calidad de ${site.brand}.`}
      />
      <Stack gap="lg">
        {centres.map((centre) => (
          <CentreCard key={centre.id} centre={centre} />
        ))}
      </Stack>
      <section aria-labelledby="atencion-al-socio" className={classes.service}>
        <Title order={2} id="atencion-al-socio" mb="xs">
          Atención al socio
        </Title>
        <Text mb="md">Te ayudamos con estos trámites. {customerServiceHours}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {customerServiceProcedures.map((proc) => (
            <Card
              key={proc.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-labelledby={`tramite-${proc.id}`}
            >
              <Title order={3} size="h5" id={`tramite-${proc.id}`} mb="xs">
                {proc.title}
              </Title>
              <Text size="sm">
                <RichText value={proc.description} />
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Container>
  );
}

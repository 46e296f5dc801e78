import { Card, SimpleGrid, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { AnchorLink } from '@/components/links';
import { memberMeta } from '../page-meta';

const PROCEDURES = [
  {
    to: '/panel/tramites/pedido-credencial',
    title: memberMeta.credentialRequest.title,
    text: 'Pedí una nueva credencial por pérdida, robo o daño.',
  },
  {
    to: '/panel/tramites/actualizacion-datos-personales',
    title: memberMeta.dataUpdate.title,
    text: 'Informá un cambio de domicilio, email, teléfono o fecha de nacimiento.',
  },
  {
    to: '/panel/tramites/solicitud-informacion',
    title: memberMeta.informationRequest.title,
    text: 'Consultanos lo que necesites saber.',
  },
  {
    to: '/panel/tramites/sugerencias-mejoras',
    title: memberMeta.suggestions.title,
    text: 'Contanos cómo podemos mejorar.',
  },
] as const;

/** /panel/tramites: the menu of the four procedures. */
export function PaperworkMenuPage() {
  return (
    <>
      <PageTitle>{memberMeta.paperwork.title}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {PROCEDURES.map((p) => (
          <Card key={p.to} component="li" withBorder padding="lg" radius="md">
            <AnchorLink to={p.to} fw={700} size="lg">
              {p.title}
            </AnchorLink>
            <Text size="sm" mt={4}>
              {p.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

import { Anchor, Card, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { track } from '@/lib/analytics';
import { PageHeader } from '../components/page-header';
import { plans, type PlanId } from '../data/plans';
import { selectedPlan } from '../plans-search';
import { plansMeta } from '../page-meta';
import { HydrateLater } from '@/boot/hydration';

const route = getRouteApi('/nuestros-planes');

const isPlanId = (value: string | null): value is PlanId => value === 'a10' || value === 'c60';

/** /nuestros-planes: the tab is in the address (`?c60` → C-60 PLUS, anything else A-10 PLUS). */
export function PlansPage() {
  const plan = selectedPlan(route.useSearch());
  const navigate = route.useNavigate();
  const onPlanChange = (next: PlanId) =>
    void navigate({ search: next === 'c60' ? { c60: '' } : { a10: '' }, replace: true, resetScroll: false });
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={plansMeta.title}
        lead="Elegí el plan que mejor se adapta a vos y a tu familia. Todos incluyen las prestaciones del Programa Médico Obligatorio."
      />
      <Tabs
        value={plan}
        onChange={(value) => {
          if (isPlanId(value)) onPlanChange(value);
        }}
        variant="outline"
        keepMounted={false}
      >
        <Tabs.List aria-label="Planes">
          {plans.map((p) => (
            <Tabs.Tab key={p.id} value={p.id} fz="lg" fw={700}>
              {p.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {plans.map((p) => (
          <Tabs.Panel key={p.id} value={p.id} pt="lg">
            {/* Hydrated after the page (the tabs answer first); a tap on it hydrates it at once. */}
            <HydrateLater>
              <Stack gap="lg">
                <div>
                  <Title order={2} mb="xs">
                    Plan {p.name}
                  </Title>
                  <Text size="lg">{p.summary}</Text>
                </div>
                <section aria-labelledby={`${p.id}-beneficios`}>
                  <Title order={3} id={`${p.id}-beneficios`} mb="md">
                    Beneficios
                  </Title>
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, md: 3 }}
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {p.benefits.map((b) => (
                      <Card key={b.title} component="li" withBorder radius="md" padding="md">
                        <Text fw={700} mb={4}>
                          {b.title}
                        </Text>
                        <Text size="sm">{b.description}</Text>
                      </Card>
                    ))}
                  </SimpleGrid>
                </section>
                <Group>
                  <ButtonLink to="/contacto" size="md" onClick={() => track('plan_signup_click', { plan: p.id })}>
                    Quiero asociarme
                  </ButtonLink>
                  <Anchor underline="always" href={p.document} download>
                    Descargar el plan {p.name} completo (PDF)
                  </Anchor>
                </Group>
              </Stack>
            </HydrateLater>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { site } from '@/config/site';

const PHONES = [site.phones.customerService, site.phones.administration, site.phones.billing, site.phones.emergencies];

/** Address, phones and e-mail from the site's configuration. */
export function MemberContact() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Dirección
      </Title>
      <Text mb="md">{site.address.full}</Text>
      <Title order={2} size="h4" mb="xs">
        Teléfonos
      </Title>
      <List mb="md" listStyleType="none" spacing={4}>
        {PHONES.map((phone) => (
          <List.Item key={phone.tel}>
            {phone.label}: <Anchor href={`tel:${phone.tel}`}>{phone.display}</Anchor>
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h4" mb="xs">
        Email
      </Title>
      <Anchor href={`mailto:${site.emails.info}`}>{site.emails.info}</Anchor>
      <Text size="sm" mt="md">
        Horario de atención: {site.officeHours}.
      </Text>
    </Paper>
  );
}

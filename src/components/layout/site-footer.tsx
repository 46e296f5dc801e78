import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/external-link';
import { consumerLinks, mainLinks, menuGroups, onlineAppointments, trackBooking } from './navigation';
import { PhoneLink } from './phone-link';
import classes from './layout.module.css';

const footerPhones = [site.phones.emergencies, site.phones.administration, site.phones.clinic, site.phones.sales];

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              {site.brand}
            </Title>
            {mainLinks.map((link) => (
              <Anchor key={link.label} c="white" renderRoot={(props) => <Link to={link.to} {...props} />}>
                {link.label}
              </Anchor>
            ))}
            <ExternalLink href={onlineAppointments.href} c="white" onClick={trackBooking('footer')}>
              {onlineAppointments.label}
            </ExternalLink>
          </Stack>
          {menuGroups.map((group) => (
            <Stack gap={6} key={group.label}>
              <Title order={2} size="h5" c="white">
                {group.label}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.label} c="white" renderRoot={(props) => <Link to={link.to} {...props} />}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              Contacto
            </Title>
            <ul className={classes.plainList}>
              {footerPhones.map((phone) => (
                <li key={phone.tel}>
                  <PhoneLink phone={phone} />
                </li>
              ))}
            </ul>
            <Text size="sm" component="address" fs="normal">
              {site.address.full}
            </Text>
            <ul className={classes.plainList} aria-label="Redes sociales">
              {site.social.map((network) => (
                <li key={network.name}>
                  <ExternalLink href={network.url} c="white" size="sm">
                    {network.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Stack>
        </SimpleGrid>

        <nav aria-label="Trámites del socio" className={classes.consumerLinks}>
          {consumerLinks.map((link) => (
            <Anchor
              key={link.label}
              c="white"
              fw={700}
              underline="always"
              renderRoot={(props) => <Link to={link.to} search={link.search as never} {...props} />}
            >
              {link.label}
            </Anchor>
          ))}
          <Anchor href={site.documents.privacyPolicy} c="white" underline="always" download>
            Política de privacidad (PDF)
          </Anchor>
        </nav>

        <Text size="xs" mt="lg" className={classes.regulator}>
          {site.regulator.text}
        </Text>
        <Text size="xs" mt="xs">
          © {new Date().getFullYear()} {site.legalName}
        </Text>
      </Container>
    </footer>
  );
}

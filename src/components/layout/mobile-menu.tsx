import { Anchor, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from '@/components/external-link';
import { mainLinks, menuGroups, onlineAppointments, trackBooking } from './navigation';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';

/** The slide-out menu of small screens (loaded by SiteHeader on the first open). */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      id="menu-movil"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menú"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
      hiddenFrom="lg"
    >
      <nav aria-label="Menú móvil">
        <Stack gap="xs">
          {mainLinks.map((link) => (
            <Anchor key={link.label} renderRoot={(props) => <Link to={link.to} {...props} />} onClick={onClose}>
              {link.label}
            </Anchor>
          ))}
          {menuGroups.map((group) => (
            <div key={group.label}>
              <Text fw={700} mt="sm" component="p">
                {group.label}
              </Text>
              <Stack gap={6} pl="sm">
                {group.links.map((link) => (
                  <Anchor key={link.label} renderRoot={(props) => <Link to={link.to} {...props} />} onClick={onClose}>
                    {link.label}
                  </Anchor>
                ))}
              </Stack>
            </div>
          ))}
          <ExternalLink href={onlineAppointments.href} mt="sm" onClick={trackBooking('menu')}>
            {onlineAppointments.label}
          </ExternalLink>
        </Stack>
      </nav>
    </Drawer>
  );
}

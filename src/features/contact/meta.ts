import { site } from '@/config/site';

export const contactMeta = {
  title: 'Contacto',
  description: `Escribinos para asociarte, hacer una consulta o realizar un trámite en ${site.brand}. Teléfonos, dirección y formulario de contacto.`,
} as const;

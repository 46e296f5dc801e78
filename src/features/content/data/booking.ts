import { site } from '@/config/site';
import type { Inline } from '../types';

/** How to book an appointment, said alike by the centres' procedures and the FAQ: online, or by phone to the clinic. */
export const bookingWays: readonly Inline[] = [
  { kind: 'external', text: 'Turnos Online', href: site.external.onlineAppointments },
  ' o por teléfono al ',
  { kind: 'tel', text: site.phones.clinic.display, tel: site.phones.clinic.tel },
];

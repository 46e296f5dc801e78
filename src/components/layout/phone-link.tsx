import type { Phone } from '@/config/site';
import classes from './layout.module.css';

export function PhoneLink({ phone }: { phone: Phone }) {
  return (
    <a href={`tel:${phone.tel}`} className={classes.phone}>
      {phone.label}: <strong>{phone.display}</strong>
    </a>
  );
}

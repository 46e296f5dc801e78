import { telHref } from '@/lib/safe-url';
import { resultLine, resultLineClasses } from './result-card';

/** 'Teléfono: …' of a result, a tel: link when the number can be dialled. */
export function PhoneLine({ phone }: { phone: string }) {
  const href = telHref(phone);
  return (
    <p className={resultLine}>
      Teléfono:{' '}
      {href ? (
        <a href={href} className={resultLineClasses.link}>
          {phone}
        </a>
      ) : (
        phone
      )}
    </p>
  );
}

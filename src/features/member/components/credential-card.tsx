import type { Member } from '@/api/member/member';
import { QrCode } from '@/components/qr-code';
import { site } from '@/config/site';
import classes from './credential-card.module.css';

const filled = (value: string | null | undefined) => (value ?? '').trim();

/** "DNI 30111222"; the number alone while the type's label is unknown; '' without a number. */
function documentText(member: Member, documentTypeLabel: string | undefined): string {
  const number = filled(member.personal_id);
  if (!number) return '';
  return [filled(documentTypeLabel), number].filter(Boolean).join(' ');
}

type Props = { member: Member; documentTypeLabel?: string };

/**
 * The member's credential, the size of a plastic card (ID-1, 85.6 × 54 mm): built from the stored member only.
 * A field the member does not have is left out, never shown as a dash or a made-up value.
 */
export function CredentialCard({ member, documentTypeLabel }: Props) {
  const name = filled(member.full_name);
  const membershipNumber = filled(member.membership_number);
  const fields: Array<[string, string]> = [
    ['Plan', filled(member.plan)],
    ['N.º de socio', membershipNumber],
    ['Documento', documentText(member, documentTypeLabel)],
  ];

  return (
    <div className={classes.frame}>
      <article className={classes.card} aria-label="Credencial de socio" data-credential-card>
        <header className={classes.header}>
          <span className={classes.brand}>{site.brand}</span>
          <span className={classes.kind}>Credencial de socio</span>
        </header>
        {name && (
          <p className={classes.name}>
            <span className="visually-hidden">Nombre y apellido: </span>
            {name}
          </p>
        )}
        <dl className={classes.fields}>
          {fields
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className={classes.field}>
                <dt className={classes.label}>{label}</dt>
                <dd className={classes.value}>{value}</dd>
              </div>
            ))}
        </dl>
        {membershipNumber && (
          <div className={classes.qr}>
            <QrCode value={membershipNumber} label={`Código QR con el número de socio ${membershipNumber}`} />
          </div>
        )}
      </article>
    </div>
  );
}

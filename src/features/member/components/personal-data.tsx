import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ageInYears, formatDate } from '@/lib/dates';
import type { Member } from '@/api/member/member';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);

/** The member's personal data; '-' for empty values. */
export function PersonalData({ member, documentTypeLabel }: { member: Member; documentTypeLabel?: string }) {
  const age = ageInYears(member.born_date);
  const documentType = documentTypeLabel ?? member.personal_id_type;
  const rows: Array<[string, string]> = [
    ['Nombre y apellido', orDash(member.full_name)],
    ['Documento', member.personal_id ? `${orDash(documentType)} ${member.personal_id}`.replace(/^- /, '') : '-'],
    ['Fecha de nacimiento', formatDate(member.born_date)],
    ['Edad', age === null ? '-' : `${age} años`],
    ['Domicilio', orDash(member.address)],
    ['Email', orDash(member.email)],
    ['Teléfono', orDash(member.phone)],
    ['Número de socio', orDash(member.membership_number)],
    ['Celular', orDash(member.cellphone)],
    ['Plan actual', orDash(member.plan)],
  ];

  return (
    <Paper withBorder p="lg">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="gray.7" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

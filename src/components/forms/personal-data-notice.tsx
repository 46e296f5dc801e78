import { Text } from '@mantine/core';

const PERSONAL_DATA_NOTICE =
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.';

/** The Ley 25.326 notice every form that collects personal data shows. */
export function PersonalDataNotice() {
  return (
    <Text size="xs" c="gray.7" mt="md" data-personal-data-notice>
      {PERSONAL_DATA_NOTICE}
    </Text>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useCertificateMutation, type FamilyMember } from '@/api/member/family';
import { failedReadMessage } from '@/api/errors';
import { downloadBlob } from '@/lib/download';
import { certificateFileName } from '../lib/certificate-file';

/**
 * 'Certificado de afiliación': downloads the member's certificate as a PDF. While it comes the button says so; a
 * failure is told by the catalogue's toast and stays written under the button until the next try.
 */
export function CertificateButton({ member }: { member: FamilyMember }) {
  const certificate = useCertificateMutation();
  const download = () =>
    certificate.mutate(member.id, { onSuccess: (pdf) => downloadBlob(certificateFileName(member), pdf) });

  return (
    <Stack gap={4}>
      <Button variant="light" onClick={download} loading={certificate.isPending} aria-busy={certificate.isPending}>
        Certificado de afiliación
        <span className="visually-hidden"> de {member.full_name}</span>
      </Button>
      {certificate.isPending && (
        <Text size="sm" role="status">
          Preparando el certificado…
        </Text>
      )}
      {certificate.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failedReadMessage('certificate', certificate.error)}
        </Text>
      )}
    </Stack>
  );
}

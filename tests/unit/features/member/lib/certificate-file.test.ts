// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { certificateFileName } from '@/features/member/lib/certificate-file';

const at = (wallClock: string) => new Date(`${wallClock}-03:00`);

describe('certificateFileName', () => {
  it('the last name in lowercase ASCII with dashes, and the day in Buenos Aires', () => {
    expect(
      certificateFileName(
        { last_name: 'Pereyra González', full_name: 'Sofía Pereyra González' },
        at('2026-06-10T23:30:00'),
      ),
    ).toBe('certificado-afiliacion-pereyra-gonzalez-2026-06-10.pdf');
  });

  it('without a last name, the last word of the full name; without either, "socio"', () => {
    expect(certificateFileName({ last_name: '', full_name: 'María Laura Núñez' }, at('2026-01-02T00:10:00'))).toBe(
      'certificado-afiliacion-nunez-2026-01-02.pdf',
    );
    expect(certificateFileName({ last_name: ' ', full_name: '' }, at('2026-01-02T12:00:00'))).toBe(
      'certificado-afiliacion-socio-2026-01-02.pdf',
    );
  });
});

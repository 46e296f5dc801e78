// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAB_ORIGINS, labOriginsFrom } from '@/config/lab-origins';
import { contentSecurityPolicy } from '../../../scripts/security-headers';

describe('lab origins: one list for the frame, its link and the CSP', () => {
  it('defaults to the demo lab site and reads a space or comma separated list', () => {
    expect(labOriginsFrom(undefined)).toEqual([...DEFAULT_LAB_ORIGINS]);
    expect(labOriginsFrom('')).toEqual([...DEFAULT_LAB_ORIGINS]);
    expect(labOriginsFrom('https://a.example/path, https://b.example  ftp://c.example nonsense')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('the CSP’s frame-src is exactly that list', () => {
    for (const value of [undefined, 'https://a.example https://b.example:8443']) {
      const csp = contentSecurityPolicy({ VITE_LAB_ORIGINS: value }, { https: true });
      const frameSrc = /(?:^|; )frame-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
      expect(frameSrc).toEqual(labOriginsFrom(value));
    }
  });
});

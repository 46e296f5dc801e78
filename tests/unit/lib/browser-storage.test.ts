import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '@/lib/browser-storage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('browserStorage', () => {
  it("is the browser's own storage: what is written there is read through it, and the other way round", () => {
    browserStorage('localStorage')?.setItem('guardados:providers', '[]');
    expect(localStorage.getItem('guardados:providers')).toBe('[]');
    sessionStorage.setItem('session', '{}');
    expect(browserStorage('sessionStorage')?.getItem('session')).toBe('{}');
    expect(browserStorage('localStorage')?.getItem('session')).toBeNull();
  });

  it.each(['localStorage', 'sessionStorage'] as const)('is undefined when the browser refuses %s', (area) => {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage(area)).toBeUndefined();
  });

  it('is undefined outside a browser', () => {
    vi.stubGlobal('window', undefined);
    expect(browserStorage('localStorage')).toBeUndefined();
    expect(browserStorage('sessionStorage')).toBeUndefined();
  });
});

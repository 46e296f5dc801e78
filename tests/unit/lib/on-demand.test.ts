import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '@/lib/on-demand';

describe('onDemand', () => {
  it('downloads once, however many ask, and keeps what arrived', async () => {
    const importer = vi.fn(async () => 'combobox');
    const code = onDemand(importer);
    expect(code.current()).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect([a, b, code.current()]).toEqual(['combobox', 'combobox', 'combobox']);
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download (offline), so the next ask tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('menu');
    const code = onDemand(importer);
    await expect(code.load()).rejects.toThrow('Failed to fetch');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('menu');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

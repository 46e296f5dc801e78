// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiFeatureDefines, apiFeatures, offFeatureRoutesPattern } from '../../../scripts/api-features';
import { familyGroupOn, reimbursementsOn } from '@/config/api-features';
import { productionEnv } from '../../../scripts/security-headers';

describe('API_FEATURES: the proposed features a build has', () => {
  it('unset, is every feature (the mock API serves them all)', () => {
    expect(apiFeatures(undefined)).toEqual(['reintegros', 'grupo-familiar']);
  });

  it('set, is exactly what it lists, in any order and spacing; empty is none', () => {
    expect(apiFeatures('')).toEqual([]);
    expect(apiFeatures(' grupo-familiar ')).toEqual(['grupo-familiar']);
    expect(apiFeatures('grupo-familiar, reintegros')).toEqual(['reintegros', 'grupo-familiar']);
  });

  it('refuses an unknown name instead of switching a feature off', () => {
    expect(() => apiFeatures('reintegro')).toThrow(/unknown feature "reintegro"/);
  });

  it('deploy/production.env lists none until the company API ships them', () => {
    const env = parseEnv(readFileSync('deploy/production.env', 'utf8'));
    expect(env.API_FEATURES).toBe('');
    expect(apiFeatures(env.API_FEATURES)).toEqual([]);
    // The deploy files are made from the same reading of the file.
    expect(productionEnv().API_FEATURES).toBe('');
  });

  it("becomes the app's constants and leaves an off feature's route files out of the route tree", () => {
    expect(apiFeatureDefines(['reintegros'])).toEqual({
      __API_FEATURE_REINTEGROS__: 'true',
      __API_FEATURE_GRUPO_FAMILIAR__: 'false',
    });
    expect(offFeatureRoutesPattern(['reintegros', 'grupo-familiar'])).toBeUndefined();
    const pattern = new RegExp(offFeatureRoutesPattern(['reintegros'])!);
    for (const name of ['grupo-familiar.tsx', 'grupo-familiar', 'grupo-familiar_.imprimir.tsx'])
      expect(name).toMatch(pattern);
    for (const name of ['reintegros.tsx', 'turnos.tsx', 'grupo-familiares.tsx']) expect(name).not.toMatch(pattern);
  });

  it('Vitest runs with every feature on', () => {
    expect([reimbursementsOn, familyGroupOn]).toEqual([true, true]);
  });
});

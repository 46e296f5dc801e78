import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { regulationsSections } from '@/features/content/data/regulations';
import { faqGroups, FAQ_BILLING_GROUP_ID } from '@/features/content/data/faq';
import { centres, customerServiceProcedures } from '@/features/content/data/centres';
import { nursingCurriculum, NURSING_SCHOOL_GRADUATES } from '@/features/content/data/nursing-school';
import { plans } from '@/features/content/data/plans';
import { homeSlides } from '@/features/content/data/home';
import { residencyRegulationChapters, RESIDENCY_LEAVES } from '@/features/content/data/residency-regulation';
import { RESIDENCY } from '@/features/content/data/residency';
import { pageHead } from '@/lib/page-head';
import * as metas from './content-metas';
import type { Block, RichText } from '@/features/content/types';

function text(value: RichText): string {
  return typeof value === 'string' ? value : value.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'paragraph':
        case 'note':
          return text(b.text);
        case 'heading':
          return b.text;
        case 'list':
          return b.items.map(text).join('\n');
        case 'definitions':
          return b.items.map((i) => `${i.term}: ${text(i.description)}`).join('\n');
      }
    })
    .join('\n');
}

describe('members regulations', () => {
  it('has the fourteen sections in order, the last one the exclusions a) to u)', () => {
    expect(regulationsSections.map((s) => s.title)).toEqual([
      'Objetivos',
      'Sistema de cobertura (sistema cerrado)',
      'Condiciones de ingreso',
      'Requisitos de ingreso',
      'Credencial personal',
      'Plazo de vigencia',
      'Obligaciones del titular',
      'Responsabilidad de la empresa',
      'Prestadores',
      'Domicilio del titular',
      'Sustitución del titular',
      'Prestaciones no reconocidas',
      'Preexistencias',
      'Exclusiones',
    ]);
    const exclusions = regulationsSections[13]!.blocks.find((b) => b.type === 'list');
    expect(exclusions).toMatchObject({ marker: 'lower-alpha' });
    expect(exclusions?.type === 'list' && exclusions.items).toHaveLength(21); // a … u
  });

  it('states every membership rule and constant', () => {
    const all = regulationsSections.map((s) => blocksText(s.blocks)).join('\n');
    for (const fact of [
      'sesenta (60) días corridos',
      'treinta (30) días',
      '31 de diciembre',
      'un (1) año',
      'diez (10) días hábiles',
      'más de seis (6) meses',
      'dos (2) cuotas',
      'tres (3) meses consecutivos',
      'intimación fehaciente por diez (10) días',
      'capacidad para contratar',
      'cuarenta y ocho (48) horas hábiles',
      'ciento ochenta (180) días',
      'mayor de dieciocho (18) años',
      'menores de veintidós (22) años',
      'tercer grado',
      'entre los días 1 y 15',
      'Banco Central',
      'setenta y dos (72) horas',
      'diez (10) días de notificado',
      'antes del día 20',
      'antes del día 25',
      'dos (2) meses',
      'primer y segundo cordón',
      'hasta diez (10) años',
      'solo el titular',
      'auditoría médica',
    ]) {
      expect(all).toContain(fact);
    }
    expect(all).toContain(site.officeHours.toLowerCase());
  });
});

describe('FAQ', () => {
  it('has the eleven groups, billing among them with a first item', () => {
    expect(faqGroups).toHaveLength(11);
    const billing = faqGroups.find((g) => g.id === FAQ_BILLING_GROUP_ID);
    expect(billing?.title).toBe('Facturación');
    expect(billing?.items[0]?.question).toMatch(/medios de pago/);
  });
});

describe('centres', () => {
  it('lists the four centres with the exact hours', () => {
    expect(centres.map((c) => c.hours)).toEqual([
      ['Las 24 horas'],
      ['Lunes a viernes de 8 a 18 hs'],
      ['Lunes a viernes de 9:30 a 15 hs'],
      ['Lunes a viernes de 7:30 a 20 hs', 'Sábados de 8 a 18:30 hs'],
    ]);
    expect(centres.filter((c) => c.onlineAppointments).map((c) => c.id)).toEqual(['outpatient']);
    expect(centres.filter((c) => c.whatsapp).map((c) => c.id)).toEqual(['imaging']);
    for (const c of centres) expect(c.practices.length).toBeGreaterThan(0);
  });

  it('has the five customer-service procedures', () => {
    expect(customerServiceProcedures.map((p) => p.title)).toEqual([
      'Nuevas afiliaciones',
      'Orientación general',
      'Turnos',
      'Autorización de órdenes médicas y medicamentos',
      'Facturación',
    ]);
  });
});

describe('other pages', () => {
  it('nursing school: three years of two terms, 380 graduates', () => {
    expect(nursingCurriculum.map((y) => y.terms.length)).toEqual([2, 2, 2]);
    expect(NURSING_SCHOOL_GRADUATES).toBe(380);
  });

  it('plans: A-10 PLUS and C-60 PLUS with their documents', () => {
    expect(plans.map((p) => [p.name, p.document])).toEqual([
      ['A-10 PLUS', site.documents.planA10],
      ['C-60 PLUS', site.documents.planC60],
    ]);
    expect(plans[1]!.benefits.map((b) => b.title)).toEqual(
      expect.arrayContaining(['Descuentos en asistencia al viajero', 'Régimen de copagos']),
    );
  });

  it('home: three slides', () => {
    expect(homeSlides).toHaveLength(3);
  });

  it('residency regulation: rights, article 10 duties, leaves and sanctions', () => {
    const articles = residencyRegulationChapters.flatMap((c) => c.articles);
    expect(articles.map((a) => a.number)).toEqual(articles.map((_, i) => i + 1));
    expect(articles.find((a) => a.number === 10)?.title).toBe('Obligaciones de los residentes');
    const rights = blocksText(articles.find((a) => a.number === 8)!.blocks);
    for (const r of [
      'supervisión',
      'capacitación',
      'estipendio mensual',
      'comidas',
      '15 días',
      'licencias especiales',
      'autorización',
    ]) {
      expect(rights).toContain(r);
    }
    const all = articles.map((a) => blocksText(a.blocks)).join('\n');
    for (const fact of [
      '7 días',
      '90 días',
      '3 días',
      '5 días corridos',
      'preaviso de 30 días',
      'Tres (3) inasistencias',
      'guardia adicional',
      'misma semana',
      'artículo 10',
    ]) {
      expect(all).toContain(fact);
    }
    expect(RESIDENCY_LEAVES.annual).toBe(15);
    expect(RESIDENCY.durationYears).toBe(4);
  });

  it('every page has a unique title and a description', () => {
    const all = Object.values(metas);
    const titles = all.map((m) => pageHead(m).meta[0]!.title);
    expect(new Set(titles).size).toBe(all.length);
    for (const m of all) expect(m.description.length).toBeGreaterThan(50);
  });
});

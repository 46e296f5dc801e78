import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/config/site';
import { renderApp } from '../utils/render';

const main = () => within(screen.getByRole('main'));

describe('information pages render their content', () => {
  it.each([
    ['/', /medicina prepaga para vos y tu familia/],
    ['/centros-medicos', 'Centros médicos'],
    ['/quienes-somos', 'Quiénes somos'],
    ['/reglamento', 'Reglamento de socios'],
    ['/servicios-estetica-bienestar', 'Servicios de estética y bienestar'],
    ['/plan-vacunar', 'Plan Vacunar'],
    ['/escuela-enfermeria', 'Escuela de Enfermería'],
    ['/residencia-medica', 'Residencia médica'],
    ['/reglamento-residencia', 'Reglamento de residencias médicas'],
    ['/universal-assistance', 'Asistencia al viajero'],
  ])('%s has one h1', async (url, name) => {
    await renderApp(url);
    expect(main().getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(main().getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/reglamento: fourteen numbered sections', async () => {
    await renderApp('/reglamento');
    const sections = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => /^\d+\./.test(t ?? ''));
    expect(sections).toHaveLength(14);
    expect(sections[0]).toBe('1. Objetivos');
    expect(sections[13]).toBe('14. Exclusiones');
  });

  it('/centros-medicos: phones as tel: links, exact hours, appointment button and WhatsApp line', async () => {
    await renderApp('/centros-medicos');
    const clinic = main().getByRole('article', { name: /Clínica Salud Plena/ });
    expect(within(clinic).getByRole('link', { name: site.centres.clinic.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.centres.clinic.phone.tel}`,
    );
    expect(within(clinic).getByText('Las 24 horas')).toBeInTheDocument();
    const outpatient = main().getByRole('article', { name: /Centro Médico Salud Plena/ });
    expect(within(outpatient).getByText('Lunes a viernes de 8 a 18 hs')).toBeInTheDocument();
    expect(within(outpatient).getByRole('link', { name: /Solicitar turno online/ })).toHaveAttribute(
      'href',
      expect.stringContaining(site.external.onlineAppointments.replace(/\/$/, '')),
    );
    const women = main().getByRole('article', { name: /Centro de Salud de la Mujer/ });
    expect(within(women).getByText('Lunes a viernes de 9:30 a 15 hs')).toBeInTheDocument();
    const imaging = main().getByRole('article', { name: /Centro de Diagnóstico/ });
    expect(within(imaging).getByText('Lunes a viernes de 7:30 a 20 hs')).toBeInTheDocument();
    expect(within(imaging).getByText('Sábados de 8 a 18:30 hs')).toBeInTheDocument();
    expect(
      within(imaging).getByRole('link', { name: new RegExp(site.whatsapp.imaging.display.replace(/\+/g, '\\+')) }),
    ).toHaveAttribute('href', expect.stringContaining(`https://wa.me/${site.whatsapp.imaging.number}`));
    expect(main().getByRole('heading', { level: 2, name: 'Atención al socio' })).toBeInTheDocument();
  });

  it('/residencia-medica: the accordions, the enrolment-form slot and the regulation link', async () => {
    await renderApp('/residencia-medica');
    const titles = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Datos de la clínica',
      'Proceso de inscripción',
      'Formulario de inscripción',
      'Cómo se compone la nota final',
      'Preguntas frecuentes',
      'Reglamento de residencias',
      'Contacto',
    ]);
    expect(main().getByRole('link', { name: 'reglamento de residencias médicas', hidden: true })).toHaveAttribute(
      'href',
      '/reglamento-residencia',
    );
  });

  it('/quienes-somos: the carousel can be paused and moved with labelled buttons', async () => {
    const user = userEvent.setup();
    await renderApp('/quienes-somos');
    const carousel = main().getByRole('region', { name: 'Imágenes de Salud Plena' });
    await user.click(within(carousel).getByRole('button', { name: 'Pausar la rotación automática' }));
    expect(within(carousel).getByRole('button', { name: 'Reanudar la rotación automática' })).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '1 de 4' })).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(within(carousel).getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(within(carousel).getByRole('group', { name: '2 de 4', hidden: true })).toHaveAttribute(
      'aria-hidden',
      'false',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Diapositiva anterior' }));
    await user.click(within(carousel).getByRole('button', { name: 'Diapositiva anterior' }));
    expect(within(carousel).getByRole('group', { name: '4 de 4', hidden: true })).toHaveAttribute(
      'aria-hidden',
      'false',
    );
  });

  it('/escuela-enfermeria: March 2004, 380 graduates and the curriculum by year and term', async () => {
    await renderApp('/escuela-enfermeria');
    expect(main().getAllByText(/marzo de 2004/).length).toBeGreaterThan(0);
    expect(main().getByText('380')).toBeInTheDocument();
    for (const year of ['Primer año', 'Segundo año', 'Tercer año']) {
      expect(main().getByRole('heading', { level: 3, name: year, hidden: true })).toBeInTheDocument();
    }
    expect(main().getAllByRole('heading', { level: 4, name: 'Primer cuatrimestre', hidden: true })).toHaveLength(3);
  });
});

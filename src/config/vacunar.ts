/**
 * Vacunar, the vaccination partner: its contacts, read only by its page (/plan-vacunar), so they load with it and
 * not with every page. Fictional defaults, replaced at deploy time like ./site.ts.
 */
export const vacunar = {
  website: 'https://www.vacunar.com.ar',
  email: 'info@vacunar.example',
  phone: { display: '(011) 5555-0109', tel: '+541155550109' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/vacunar.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/vacunar.example' },
  ],
  centresMap: 'https://www.vacunar.com.ar/vacunatorios',
} as const;

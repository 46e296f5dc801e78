import { centreById } from './centres';

type Practice = { readonly name: string; readonly description: string };
export type PracticeGroup = { readonly id: string; readonly title: string; readonly practices: readonly Practice[] };

export const aestheticsGroups: readonly PracticeGroup[] = [
  {
    id: 'cosmetologia',
    title: 'Cosmetología',
    practices: [
      {
        name: 'Limpieza de cutis',
        description:
          'Higiene profunda de la piel del rostro: limpieza, exfoliación, extracción de impurezas e hidratación según el tipo de piel.',
      },
      {
        name: 'Dermoabrasión con peeling',
        description:
          'Exfoliación mecánica que renueva las capas superficiales de la piel, complementada con un peeling para mejorar textura y luminosidad.',
      },
      {
        name: 'Dermoabrasión de cuello y escote con máscara',
        description:
          'Tratamiento de renovación de la piel de cuello y escote, finalizado con una máscara hidratante y calmante.',
      },
      {
        name: 'Peeling',
        description:
          'Aplicación de ácidos suaves que favorecen la renovación celular y atenúan manchas y marcas superficiales.',
      },
    ],
  },
  {
    id: 'podologia',
    title: 'Podología',
    practices: [
      {
        name: 'Podología',
        description:
          'Cuidado integral de los pies: corte y limado de uñas, tratamiento de callosidades, durezas y uñas encarnadas.',
      },
      {
        name: 'Reflexología',
        description:
          'Técnica de masaje en puntos reflejos de los pies que favorece la relajación y el bienestar general.',
      },
    ],
  },
];

export const aestheticsCentre = centreById('outpatient');

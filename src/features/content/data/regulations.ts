import { site } from '@/config/site';
import type { Section } from '../types';

export const regulationsIntro =
  `Este reglamento rige la relación entre ${site.brand} y sus socios. En adelante se llama «titular» a la persona que contrata el servicio, ` +
  '«grupo familiar» a las personas que el titular incorpora a su cobertura, «prestador» a los profesionales e instituciones que integran la cartilla ' +
  'y «credencial» al documento que identifica a cada socio.';

/** The fourteen numbered sections . */
export const regulationsSections: readonly Section[] = [
  {
    id: 'objetivos',
    title: 'Objetivos',
    blocks: [
      {
        type: 'paragraph',
        text:
          `${site.brand} tiene por objeto brindar a sus socios servicios de prevención, protección, tratamiento y rehabilitación de la salud, ` +
          'por medio de profesionales e instituciones propios o contratados, de acuerdo con el plan elegido y con el Programa Médico Obligatorio (PMO) vigente.',
      },
      {
        type: 'paragraph',
        text:
          'El servicio se presta en la Ciudad Autónoma de Buenos Aires y en el Gran Buenos Aires (primer y segundo cordón del conurbano), ' +
          'que constituyen el área de cobertura del plan.',
      },
    ],
  },
  {
    id: 'sistema-de-cobertura',
    title: 'Sistema de cobertura (sistema cerrado)',
    blocks: [
      {
        type: 'paragraph',
        text:
          'La cobertura funciona como un sistema cerrado: las prestaciones se brindan exclusivamente a través de los prestadores que figuran en la cartilla ' +
          'médica vigente y de los centros propios de la empresa. La empresa no reintegra prestaciones realizadas fuera de la cartilla, salvo autorización previa y por escrito.',
      },
      {
        type: 'paragraph',
        text: [
          'Las prácticas que lo requieran deben ser autorizadas previamente por la auditoría médica de la empresa, que es la única facultada para autorizarlas. ',
          'La cartilla actualizada se puede consultar en la sección ',
          { kind: 'link', text: 'Cartilla médica', to: '/cartilla-medica' },
          '.',
        ],
      },
    ],
  },
  {
    id: 'condiciones-de-ingreso',
    title: 'Condiciones de ingreso',
    blocks: [
      {
        type: 'paragraph',
        text:
          'La solicitud de ingreso, junto con la documentación requerida, será evaluada por la empresa, que podrá aceptarla o rechazarla dentro de los ' +
          'sesenta (60) días corridos contados desde la presentación completa de la documentación.',
      },
      {
        type: 'paragraph',
        text:
          'Si la empresa necesita información adicional, el solicitante deberá aportarla dentro de los treinta (30) días de requerida; ' +
          'vencido ese plazo sin respuesta, la solicitud podrá tenerse por desistida.',
      },
      {
        type: 'paragraph',
        text:
          'Quien se incorpore proveniente de otra entidad de medicina prepaga u obra social no cumplirá los períodos de carencia inferiores a ciento ochenta (180) días, ' +
          'siempre que acredite la afiliación anterior y la continuidad de la cobertura.',
      },
    ],
  },
  {
    id: 'requisitos-de-ingreso',
    title: 'Requisitos de ingreso',
    blocks: [
      {
        type: 'list',
        items: [
          'El titular debe ser mayor de dieciocho (18) años.',
          'Pueden integrar el grupo familiar el cónyuge o conviviente y los familiares hasta el tercer grado de parentesco menores de veintidós (22) años.',
          'Cada integrante debe presentar su documento de identidad y completar la declaración jurada de salud.',
          'El recién nacido hijo de un socio se incorpora presentando el certificado médico de nacimiento dentro de las cuarenta y ocho (48) horas hábiles del parto.',
          'La integrante del grupo familiar que curse un embarazo deberá constituirse como titular dentro de los sesenta (60) días corridos, para que la cobertura del recién nacido quede a su cargo.',
        ],
      },
    ],
  },
  {
    id: 'credencial-personal',
    title: 'Credencial personal',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Cada socio recibe una credencial personal e intransferible, que debe presentar junto con su documento de identidad cada vez que solicite una prestación. ' +
          'El uso de la credencial por otra persona autoriza a la empresa a dar por terminada la relación y a reclamar el costo de las prestaciones.',
      },
      {
        type: 'paragraph',
        text: 'La pérdida, el robo o el deterioro de la credencial deben informarse de inmediato a la empresa, que emitirá una nueva. Al terminar la relación, el titular debe devolver las credenciales de todo el grupo.',
      },
    ],
  },
  {
    id: 'plazo-de-vigencia',
    title: 'Plazo de vigencia',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Los contratos vencen el 31 de diciembre de cada año y se renuevan automáticamente por períodos de un (1) año, salvo que alguna de las partes ' +
          'comunique su voluntad de no renovarlo con una anticipación mínima de diez (10) días hábiles a la fecha de vencimiento.',
      },
      {
        type: 'paragraph',
        text: 'Cuando el ingreso se produzca con más de seis (6) meses de anticipación al cierre del año calendario, el contrato vencerá el 31 de diciembre del año siguiente.',
      },
      {
        type: 'paragraph',
        text: 'El titular puede pedir la baja en cualquier momento; la solicitud debe presentarse antes del día 25 de cada mes para que tenga efecto a partir del mes siguiente.',
      },
    ],
  },
  {
    id: 'obligaciones-del-titular',
    title: 'Obligaciones del titular',
    blocks: [
      {
        type: 'list',
        items: [
          'Pagar la cuota mensual por adelantado, entre los días 1 y 15 de cada mes.',
          'Pagar los intereses por mora, calculados a la tasa para descubiertos en cuenta corriente que fija el Banco Central de la República Argentina, cuando la cuota se abone fuera de término.',
          'Responder a la intimación de pago dentro de las setenta y dos (72) horas de recibida.',
          'Informar a la empresa cualquier cambio en los datos personales o en la composición del grupo familiar.',
          'Solicitar personalmente toda modificación de la afiliación: solo el titular puede pedir altas, bajas o cambios de plan.',
          'Cumplir este reglamento y hacerlo cumplir a los integrantes de su grupo familiar.',
        ],
      },
      {
        type: 'note',
        text:
          'La falta de pago de dos (2) cuotas hace perder la antigüedad acumulada. Con tres (3) meses consecutivos de cuotas impagas, y previa intimación ' +
          'fehaciente por diez (10) días, la empresa podrá rescindir el vínculo.',
      },
    ],
  },
  {
    id: 'responsabilidad-de-la-empresa',
    title: 'Responsabilidad de la empresa',
    blocks: [
      {
        type: 'paragraph',
        text:
          'La empresa se obliga a brindar las prestaciones del plan contratado por intermedio de sus prestadores, con la calidad y la oportunidad que exige la normativa vigente. ' +
          'Los profesionales actúan con independencia de criterio y son responsables de los actos médicos que realizan.',
      },
      {
        type: 'paragraph',
        text: `La atención administrativa se brinda de ${site.officeHours.toLowerCase()}, en ${site.address.full}.`,
      },
      {
        type: 'paragraph',
        text: 'En internación, la empresa cubre al acompañante de los pacientes de hasta diez (10) años de edad.',
      },
    ],
  },
  {
    id: 'prestadores',
    title: 'Prestadores',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Los prestadores son los profesionales, sanatorios, clínicas, laboratorios y centros de diagnóstico que figuran en la cartilla médica. La empresa puede ' +
          'modificar la cartilla, reemplazando a un prestador por otro de similar nivel, e informará los cambios a los socios.',
      },
    ],
  },
  {
    id: 'domicilio-del-titular',
    title: 'Domicilio del titular',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Es domicilio del titular el que declaró en la solicitud de ingreso, donde serán válidas todas las notificaciones. Cualquier cambio debe comunicarse por escrito; ' +
          'mientras no se informe, seguirá vigente el domicilio anterior.',
      },
    ],
  },
  {
    id: 'sustitucion-del-titular',
    title: 'Sustitución del titular',
    blocks: [
      {
        type: 'paragraph',
        text:
          'El fallecimiento o la baja del titular ponen fin al contrato, salvo que un integrante del grupo familiar con capacidad para contratar asuma la titularidad. ' +
          'La sustitución debe informarse antes del día 20 del mes.',
      },
      {
        type: 'paragraph',
        text: 'Ante el fallecimiento del titular, el grupo familiar conserva la cobertura del Programa Médico Obligatorio durante dos (2) meses sin cargo.',
      },
    ],
  },
  {
    id: 'prestaciones-no-reconocidas',
    title: 'Prestaciones no reconocidas',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Las prestaciones que la empresa abone y que no correspondan al plan, o que se hayan obtenido sin cumplir este reglamento, deberán ser reintegradas por el titular ' +
          'dentro de los diez (10) días de notificado.',
      },
    ],
  },
  {
    id: 'preexistencias',
    title: 'Preexistencias',
    blocks: [
      {
        type: 'paragraph',
        text:
          'Las enfermedades preexistentes deben declararse en la declaración jurada de salud. De acuerdo con la Ley 26.682, no pueden ser motivo de rechazo; ' +
          'la empresa podrá establecer una cuota diferenciada, con los valores autorizados por la Superintendencia de Servicios de Salud.',
      },
      {
        type: 'paragraph',
        text: 'El falseamiento u ocultamiento de datos en la declaración jurada autoriza a la empresa a rescindir el contrato.',
      },
    ],
  },
  {
    id: 'exclusiones',
    title: 'Exclusiones',
    blocks: [
      {
        type: 'paragraph',
        text: 'Salvo que el plan contratado o el Programa Médico Obligatorio dispongan otra cosa, no están cubiertos:',
      },
      {
        type: 'list',
        marker: 'lower-alpha',
        items: [
          'las prestaciones que no figuran en el Programa Médico Obligatorio ni en el plan contratado;',
          'las cirugías y los tratamientos con fines exclusivamente estéticos, excepto las cirugías reparadoras que prevé la normativa vigente;',
          'los tratamientos experimentales o no aprobados por la autoridad sanitaria;',
          'las prestaciones realizadas por profesionales o instituciones que no integran la cartilla, sin autorización previa;',
          'las prestaciones brindadas fuera del área de cobertura, salvo las del servicio de asistencia al viajero;',
          'los accidentes de trabajo y las enfermedades profesionales que deba cubrir una aseguradora de riesgos del trabajo;',
          'las lesiones por accidentes de tránsito cuya atención corresponda a una compañía de seguros, sin perjuicio de la atención de urgencia;',
          'las lesiones derivadas de actos de guerra, conmoción civil o participación en riñas o delitos;',
          'las lesiones derivadas de la práctica profesional de deportes de alto riesgo;',
          'los medicamentos de venta libre y los que no figuran en el vademécum del plan;',
          'las internaciones geriátricas, de carácter social o de mero cuidado;',
          'la habitación individual, salvo indicación médica, y los gastos extras de internación (teléfono, televisión, comidas de acompañantes);',
          'el acompañante en internación de pacientes mayores de diez (10) años;',
          'las prótesis y órtesis importadas cuando exista un equivalente nacional;',
          'los anteojos y las lentes de contacto, salvo lo que establece el Programa Médico Obligatorio;',
          'la ortodoncia y los implantes odontológicos no previstos en el plan;',
          'las prácticas de medicina no convencional (homeopatía, acupuntura y similares);',
          'los tratamientos de rejuvenecimiento, spa o descanso;',
          'los estudios y certificados con fines laborales, deportivos, judiciales o de aptitud;',
          'las vacunas que no integran el Calendario Nacional de Vacunación;',
          'las prestaciones sujetas a carencia, mientras el período de carencia no se haya cumplido.',
        ],
      },
      {
        type: 'note',
        text: 'Ninguna de estas exclusiones limita las prestaciones que el Programa Médico Obligatorio y las leyes vigentes garantizan a todos los socios.',
      },
    ],
  },
];

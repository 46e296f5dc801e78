import { site } from '@/config/site';
import type { Block, RichText } from '../types';
import { bookingWays } from './centres';

type FaqItem = { readonly id: string; readonly question: string; readonly answer: readonly Block[] };
export type FaqGroup = { readonly id: string; readonly title: string; readonly items: readonly FaqItem[] };

/** The group that `?ff=true` opens. */
export const FAQ_BILLING_GROUP_ID = 'facturacion';
/** Delay before the billing group's first item expands. */
export const FAQ_BILLING_EXPAND_DELAY_MS = 300;

const p = (text: RichText): Block => ({ type: 'paragraph', text });

/** The eleven accordion groups, in the site's order. */
export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'asistencia-al-viajero',
    title: 'Asistencia al viajero',
    items: [
      {
        id: 'que-cubre',
        question: '¿Qué cubre la asistencia al viajero?',
        answer: [
          p(
            'Cubre la asistencia médica ante enfermedades o accidentes imprevistos durante un viaje, a partir de los 100 km de tu domicilio habitual, dentro del país y en el exterior según el plan.',
          ),
          p([
            'Encontrás el detalle del servicio en la página de ',
            { kind: 'link', text: 'asistencia al viajero', to: '/universal-assistance' },
            '.',
          ]),
        ],
      },
      {
        id: 'que-planes',
        question: '¿Qué planes incluyen la asistencia al viajero?',
        answer: [
          p(
            'El plan A-10 PLUS incluye la asistencia al viajero. El plan C-60 PLUS ofrece descuentos para contratarla.',
          ),
        ],
      },
      {
        id: 'como-la-pido',
        question: '¿Cómo pido asistencia durante el viaje?',
        answer: [
          p(
            'Comunicate con el prestador de asistencia desde su aplicación o por los teléfonos que figuran en ella, antes de acudir a un centro médico, e indicá tu número de documento. Guardá los comprobantes de toda la atención recibida.',
          ),
        ],
      },
    ],
  },
  {
    id: 'asociarse',
    title: 'Asociarse',
    items: [
      {
        id: 'como-me-asocio',
        question: '¿Cómo me asocio?',
        answer: [
          p([
            'Completá el ',
            { kind: 'link', text: 'formulario de contacto', to: '/contacto' },
            ' o llamá a Ventas al ',
            { kind: 'tel', text: site.phones.sales.display, tel: site.phones.sales.tel },
            '. Un asesor te va a orientar sobre el plan que mejor se adapta a vos y a tu familia.',
          ]),
        ],
      },
      {
        id: 'requisitos',
        question: '¿Qué requisitos hay para asociarse?',
        answer: [
          p(
            'El titular debe ser mayor de 18 años. Podés incorporar a tu grupo familiar a tu cónyuge o conviviente y a familiares hasta el tercer grado menores de 22 años. Cada integrante presenta su documento y completa una declaración jurada de salud.',
          ),
        ],
      },
      {
        id: 'cuanto-tarda',
        question: '¿Cuánto tarda la aprobación de la solicitud?',
        answer: [
          p(
            'La empresa responde dentro de los 60 días corridos de recibida la documentación completa. Si se necesita información adicional, tenés 30 días para presentarla.',
          ),
        ],
      },
      {
        id: 'carencias',
        question: 'Vengo de otra prepaga u obra social, ¿tengo que cumplir carencias?',
        answer: [
          p('No se aplican los períodos de carencia inferiores a 180 días si acreditás tu afiliación anterior.'),
        ],
      },
    ],
  },
  {
    id: 'autorizaciones',
    title: 'Autorizaciones',
    items: [
      {
        id: 'que-requiere',
        question: '¿Qué prácticas requieren autorización?',
        answer: [
          p(
            'Requieren autorización previa de la auditoría médica las internaciones programadas, las cirugías, los estudios de alta complejidad y los medicamentos especiales. Las consultas y los análisis de rutina no la necesitan.',
          ),
        ],
      },
      {
        id: 'como-la-pido',
        question: '¿Cómo solicito una autorización?',
        answer: [
          p([
            'Ingresá al ',
            { kind: 'link', text: 'portal de socios', to: '/login' },
            ' y, en la sección Autorizaciones, adjuntá la orden médica e indicá dónde vas a realizar la práctica. También podés hacerlo en nuestras oficinas.',
          ]),
        ],
      },
      {
        id: 'cuanto-tarda',
        question: '¿Cuánto tarda la respuesta?',
        answer: [p('Las autorizaciones se procesan dentro de las 72 horas hábiles.')],
      },
    ],
  },
  {
    id: 'centros-medicos-propios',
    title: 'Centros médicos propios',
    items: [
      {
        id: 'cuales-son',
        question: '¿Cuáles son los centros médicos propios?',
        answer: [
          p([
            'Contamos con una clínica con atención las 24 horas, un centro médico ambulatorio, un centro de salud de la mujer y un centro de diagnóstico por imágenes y laboratorio. Direcciones, horarios y prácticas en ',
            { kind: 'link', text: 'Centros médicos', to: '/centros-medicos' },
            '.',
          ]),
        ],
      },
      {
        id: 'turnos',
        question: '¿Cómo saco un turno?',
        answer: [p(['Podés pedir tu turno en el sitio de ', ...bookingWays, '.'])],
      },
    ],
  },
  {
    id: 'datos-generales',
    title: 'Datos generales',
    items: [
      {
        id: 'horario',
        question: '¿Cuál es el horario de atención administrativa?',
        answer: [p(`${site.officeHours}, en ${site.address.full}.`)],
      },
      {
        id: 'area',
        question: '¿Cuál es el área de cobertura?',
        answer: [
          p('La Ciudad Autónoma de Buenos Aires y el Gran Buenos Aires (primer y segundo cordón del conurbano).'),
        ],
      },
      {
        id: 'emergencias',
        question: '¿A qué número llamo ante una emergencia?',
        answer: [
          p([
            'A Emergencias, las 24 horas, al ',
            { kind: 'tel', text: site.phones.emergencies.display, tel: site.phones.emergencies.tel },
            '.',
          ]),
        ],
      },
    ],
  },
  {
    id: FAQ_BILLING_GROUP_ID,
    title: 'Facturación',
    items: [
      {
        id: 'medios-de-pago',
        question: '¿Cuáles son los medios de pago?',
        answer: [
          p('Podés pagar tu cuota con cualquiera de estos medios:'),
          {
            type: 'list',
            items: [
              'débito automático con tarjeta de crédito;',
              'débito automático en cuenta bancaria (CBU);',
              'transferencia bancaria, informando el número de socio;',
              'Pago Fácil o Rapipago, con la factura;',
              'en nuestras oficinas, en efectivo o con tarjeta de débito.',
            ],
          },
        ],
      },
      {
        id: 'vencimiento',
        question: '¿Cuándo vence la cuota?',
        answer: [
          p(
            'La cuota se paga por adelantado, entre el 1 y el 15 de cada mes. Los pagos fuera de término generan intereses a la tasa para descubiertos en cuenta corriente que fija el Banco Central.',
          ),
        ],
      },
      {
        id: 'factura',
        question: '¿Dónde veo mis facturas?',
        answer: [
          p([
            'En el ',
            { kind: 'link', text: 'portal de socios', to: '/login' },
            ', en la sección Facturas, podés consultarlas y descargarlas.',
          ]),
        ],
      },
      {
        id: 'consultas',
        question: '¿Dónde hago consultas sobre mi facturación?',
        answer: [
          p([
            'Escribí a ',
            { kind: 'mail', text: site.emails.billing, email: site.emails.billing },
            ' o llamá al ',
            { kind: 'tel', text: site.phones.billing.display, tel: site.phones.billing.tel },
            '.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'odontologia',
    title: 'Odontología',
    items: [
      {
        id: 'que-cubre',
        question: '¿Qué cubre la odontología?',
        answer: [
          p(
            'Consultas, prevención, operatoria dental, tratamientos de conducto, periodoncia y urgencias odontológicas, según lo establece el Programa Médico Obligatorio y el plan contratado. La ortodoncia y los implantes se cubren solo si el plan los incluye.',
          ),
        ],
      },
      {
        id: 'donde',
        question: '¿Dónde me atiendo?',
        answer: [
          p([
            'Con los odontólogos de la ',
            { kind: 'link', text: 'cartilla médica', to: '/cartilla-medica' },
            '; podés buscarlos por especialidad y por zona.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'ser-prestador',
    title: 'Quiero ser prestador',
    items: [
      {
        id: 'como',
        question: '¿Cómo me postulo como prestador?',
        answer: [
          p([
            'Enviá tus datos y tu currículum desde ',
            { kind: 'link', text: 'Trabajá con nosotros', to: '/trabaja-con-nosotros' },
            ', eligiendo el puesto «Prestador médico». El área de prestadores se pondrá en contacto con vos.',
          ]),
        ],
      },
    ],
  },
  {
    id: 'red-de-prestadores',
    title: 'Red de prestadores',
    items: [
      {
        id: 'donde-consulto',
        question: '¿Dónde consulto los prestadores?',
        answer: [
          p([
            'En la ',
            { kind: 'link', text: 'cartilla médica', to: '/cartilla-medica' },
            ' podés buscar por nombre, especialidad, servicio y zona, y ver cada prestador en el mapa. Las farmacias adheridas están en ',
            { kind: 'link', text: 'Farmacias', to: '/farmacias' },
            '.',
          ]),
        ],
      },
      {
        id: 'fuera-de-cartilla',
        question: '¿Puedo atenderme con un profesional que no está en la cartilla?',
        answer: [
          p(
            'El sistema es cerrado: las prestaciones se brindan a través de los prestadores de la cartilla. Las prestaciones fuera de ella solo se cubren con autorización previa.',
          ),
        ],
      },
    ],
  },
  {
    id: 'residencia-medica',
    title: 'Residencia médica',
    items: [
      {
        id: 'especialidades',
        question: '¿Qué especialidades ofrece la residencia?',
        answer: [
          p([
            'Cardiología y Clínica Médica, con una duración de 4 años y la opción de acceder a la jefatura de residentes. Más información en ',
            { kind: 'link', text: 'Residencia médica', to: '/residencia-medica' },
            '.',
          ]),
        ],
      },
      {
        id: 'examen',
        question: '¿Cómo es el examen?',
        answer: [
          p(
            'Es un examen único para todas las especialidades; se aprueba con el 60 % de respuestas correctas. Solo se puede postular a una especialidad.',
          ),
        ],
      },
    ],
  },
  {
    id: 'tramites-generales',
    title: 'Trámites generales',
    items: [
      {
        id: 'credencial',
        question: '¿Cómo pido una nueva credencial?',
        answer: [
          p(
            'Desde el portal de socios, en Trámites, eligiendo retirarla por la oficina (lunes a viernes de 9 a 17 hs) o recibirla en tu domicilio dentro de los 12 días hábiles.',
          ),
        ],
      },
      {
        id: 'baja',
        question: '¿Cómo pido la baja?',
        answer: [
          p([
            'El titular puede pedir la baja en cualquier momento desde el ',
            { kind: 'link', text: 'formulario de contacto', to: '/contacto' },
            '. Las solicitudes recibidas antes del día 25 tienen efecto a partir del mes siguiente.',
          ]),
        ],
      },
      {
        id: 'cambio-de-datos',
        question: '¿Cómo actualizo mis datos?',
        answer: [
          p(
            'Desde el portal de socios, en Trámites, o en nuestras oficinas. Solo el titular puede solicitar cambios en la afiliación.',
          ),
        ],
      },
    ],
  },
];

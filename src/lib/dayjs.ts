import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** dayjs in Spanish, for the forms' Mantine date pickers (their DatesProvider reads dayjs' 'es' locale). */
dayjs.locale('es');

export { dayjs };

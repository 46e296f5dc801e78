/**
 * Everyday words for a list's names: each entry leads its `words` ('oculista', 'ojos') to the options whose name
 * holds one of its `stems` ('oftalmolog') at the start of a word, so it works with any deployment's ids and with
 * slight variants of a name ('Oftalmología', 'Oftalmología infantil').
 */
export type WordTable = readonly { stems: readonly string[]; words: readonly string[] }[];

/**
 * The words people use for the directory's specialties and services: the specialist's everyday name ('oculista',
 * 'el traumato') and what they come with ('los huesos', 'la piel', 'embarazo'), as spoken in Argentina. Each entry
 * leads to every name the API sends with one of its stems at the start of a word (accents and case do not count),
 * never to an id, so another deployment's lists work as they are. Coverage and rules: docs/decisions/everyday-words.md.
 * Loaded with the searchable combobox, never on the first load.
 */
export const MEDICAL_WORDS: WordTable = [
  { stems: ['alergia', 'inmunolog'], words: ['alergista', 'alérgico', 'inmunólogo', 'urticaria', 'estornudos'] },
  { stems: ['anestesi'], words: ['anestesista', 'anestesia'] },
  {
    stems: ['angiolog', 'cirugia vascular', 'flebolog'],
    words: ['angiólogo', 'flebólogo', 'cirujano vascular', 'várices', 'venas', 'arterias', 'circulación'],
  },
  {
    stems: ['cardiolog'],
    words: [
      'cardiólogo',
      'cardióloga',
      'corazón',
      'presión alta',
      'hipertensión',
      'palpitaciones',
      'arritmia',
      'electrocardiograma',
    ],
  },
  { stems: ['cirugia cardiovascular'], words: ['cirujano cardiovascular', 'cirujano cardíaco', 'bypass'] },
  { stems: ['cirugia de cabeza'], words: ['cirujano de cabeza y cuello'] },
  { stems: ['cirugia general'], words: ['cirujano', 'operación', 'hernia', 'vesícula', 'apendicitis'] },
  { stems: ['cirugia pediatric'], words: ['cirujano infantil', 'cirujano pediátrico'] },
  { stems: ['cirugia plastic'], words: ['cirujano plástico', 'cirugía estética', 'quemaduras'] },
  { stems: ['cirugia torac'], words: ['cirujano de tórax'] },
  { stems: ['coloproctolog', 'proctolog'], words: ['proctólogo', 'hemorroides', 'almorranas'] },
  {
    stems: ['dermatolog'],
    words: ['dermatólogo', 'dermatóloga', 'piel', 'granos', 'acné', 'manchas', 'lunares', 'caída del pelo', 'uñas'],
  },
  { stems: ['diabetolog'], words: ['diabetólogo', 'diabetes', 'azúcar en la sangre', 'glucemia', 'insulina'] },
  {
    stems: ['diagnostico por imagen', 'radiolog'],
    words: ['radiografía', 'rayos', 'placa', 'radiólogo'],
  },
  { stems: ['diagnostico por imagen', 'ecograf'], words: ['ecografía', 'eco', 'ecografista'] },
  { stems: ['diagnostico por imagen', 'tomograf', 'resonancia'], words: ['tomografía', 'resonancia'] },
  { stems: ['endocrinolog'], words: ['endocrinólogo', 'endócrino', 'tiroides', 'hormonas'] },
  { stems: ['fonoaudiolog'], words: ['fonoaudióloga', 'fono', 'tartamudez', 'problemas del habla', 'voz'] },
  {
    stems: ['gastroenterolog'],
    words: ['gastroenterólogo', 'gastro', 'estómago', 'acidez', 'reflujo', 'intestino', 'digestión', 'colon'],
  },
  { stems: ['genetica'], words: ['genetista', 'estudio genético'] },
  { stems: ['geriatr'], words: ['geriatra', 'adultos mayores', 'tercera edad', 'abuelos'] },
  {
    stems: ['clinica medica', 'medicina general'],
    words: ['clínico', 'médico clínico', 'médico de cabecera', 'médico general', 'chequeo', 'fiebre', 'gripe'],
  },
  { stems: ['medicina familiar'], words: ['médico de familia', 'médico de cabecera'] },
  {
    stems: ['ginecolog'],
    words: [
      'ginecólogo',
      'ginecóloga',
      'gineco',
      'papanicolaou',
      'pap',
      'anticonceptivos',
      'menstruación',
      'ovarios',
      'embarazo',
    ],
  },
  {
    stems: ['obstetric', 'maternidad'],
    words: ['obstetra', 'partera', 'embarazo', 'embarazada', 'parto', 'control de embarazo'],
  },
  { stems: ['hematolog'], words: ['hematólogo', 'sangre', 'anemia', 'coagulación'] },
  { stems: ['hepatolog'], words: ['hepatólogo', 'hígado', 'hepatitis'] },
  { stems: ['infectolog'], words: ['infectólogo', 'infecciones', 'VIH'] },
  {
    stems: ['kinesiolog', 'fisioterap', 'rehabilitacion'],
    words: ['kinesiólogo', 'kinesióloga', 'kine', 'kinesio', 'fisioterapeuta', 'rehabilitación', 'contractura'],
  },
  { stems: ['medicina del deporte'], words: ['deportólogo', 'médico deportólogo', 'apto físico'] },
  { stems: ['nefrolog', 'dialisis'], words: ['nefrólogo', 'riñón', 'riñones', 'diálisis'] },
  { stems: ['neonatolog'], words: ['neonatólogo', 'recién nacido'] },
  {
    stems: ['neumonolog', 'neumolog'],
    words: ['neumonólogo', 'neumólogo', 'pulmones', 'asma', 'bronquitis', 'falta de aire'],
  },
  { stems: ['neurocirug'], words: ['neurocirujano'] },
  {
    stems: ['neurolog'],
    words: ['neurólogo', 'neuróloga', 'dolor de cabeza', 'migraña', 'jaqueca', 'convulsiones', 'epilepsia'],
  },
  { stems: ['nutricion'], words: ['nutricionista', 'dieta', 'bajar de peso', 'obesidad', 'alimentación'] },
  {
    stems: ['odontolog'],
    words: ['dentista', 'odontólogo', 'odontóloga', 'dientes', 'muelas', 'dolor de muela', 'caries', 'encías'],
  },
  { stems: ['odontopediatr'], words: ['odontopediatra', 'dentista infantil', 'dentista para chicos'] },
  {
    stems: ['oftalmolog'],
    words: ['oculista', 'oftalmólogo', 'oftalmóloga', 'ojos', 'ojo', 'vista', 'anteojos', 'lentes', 'cataratas'],
  },
  { stems: ['oncolog'], words: ['oncólogo', 'cáncer', 'tumor', 'quimioterapia', 'quimio'] },
  { stems: ['ortodoncia'], words: ['ortodoncista', 'brackets', 'aparatos en los dientes'] },
  {
    stems: ['otorrinolaringolog'],
    words: ['otorrino', 'oídos', 'oído', 'garganta', 'nariz', 'sinusitis', 'amígdalas', 'ronquidos', 'sordera'],
  },
  {
    stems: ['pediatria'],
    words: ['pediatra', 'niños', 'chicos', 'nenes', 'bebés', 'bebé', 'control del niño sano'],
  },
  {
    stems: ['psicolog', 'salud mental'],
    words: ['psicólogo', 'psicóloga', 'analista', 'psicoanalista', 'terapia', 'terapeuta', 'ansiedad', 'angustia'],
  },
  { stems: ['psiquiatr', 'salud mental'], words: ['psiquiatra', 'depresión', 'ataques de pánico'] },
  { stems: ['reumatolog'], words: ['reumatólogo', 'reuma', 'artritis', 'artrosis', 'articulaciones', 'lupus'] },
  {
    stems: ['traumatolog', 'ortoped'],
    words: [
      'traumatólogo',
      'traumatóloga',
      'traumato',
      'ortopedista',
      'huesos',
      'fractura',
      'esguince',
      'rodilla',
      'columna',
      'espalda',
    ],
  },
  { stems: ['urolog'], words: ['urólogo', 'próstata', 'vejiga', 'infección urinaria', 'cálculos'] },
  { stems: ['mastolog', 'mamograf'], words: ['mastólogo', 'mamas', 'senos', 'mamografía'] },
  {
    stems: ['bioquimic', 'laboratorio'],
    words: ['bioquímico', 'análisis', 'análisis de sangre', 'extracción de sangre'],
  },
  { stems: ['anatomia patologic'], words: ['patólogo', 'biopsia'] },
  { stems: ['guardia'], words: ['urgencia', 'emergencia'] },
  { stems: ['vacun'], words: ['vacunas', 'vacunación'] },
];

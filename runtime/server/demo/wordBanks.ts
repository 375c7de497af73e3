// Spanish word banks for demo data: what `{bank}` placeholders in a schema's `demo.fields` draw from.
// Names and places are common in Spain and Latin America, so the demo reads like a real back office.

export const wordBanks = {
  firstName: [
    'María', 'José', 'Juan', 'Ana', 'Luis', 'Carmen', 'Carlos', 'Lucía', 'Jorge', 'Sofía', 'Miguel', 'Valentina',
    'Andrés', 'Camila', 'Javier', 'Isabel', 'Diego', 'Paula', 'Fernando', 'Gabriela', 'Ricardo', 'Daniela',
    'Alejandro', 'Elena', 'Pablo', 'Mariana', 'Sergio', 'Laura', 'Manuel', 'Natalia', 'Raúl', 'Verónica',
    'Santiago', 'Patricia', 'Francisco', 'Adriana', 'Héctor', 'Rosa', 'Esteban', 'Julia',
  ],
  lastName: [
    'García', 'Rodríguez', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores',
    'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Jiménez', 'Ruiz', 'Herrera', 'Medina', 'Castro',
    'Vargas', 'Romero', 'Suárez', 'Ortiz', 'Mendoza', 'Guerrero', 'Rojas', 'Molina', 'Castillo', 'Vega',
    'Navarro', 'Ramos', 'Paredes', 'Salazar', 'Aguilar', 'Cabrera', 'Zambrano', 'Villalba', 'Peña',
  ],
  city: [
    'Quito', 'Guayaquil', 'Cuenca', 'Loja', 'Ambato', 'Manta', 'Riobamba', 'Ibarra', 'Machala', 'Esmeraldas',
    'Latacunga', 'Portoviejo', 'Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Lima', 'Arequipa', 'Trujillo',
    'Cusco', 'Madrid', 'Sevilla', 'Valencia', 'Zaragoza', 'Málaga', 'Salamanca', 'Granada', 'Santiago',
    'Valparaíso', 'Córdoba', 'Rosario', 'Mendoza', 'Montevideo', 'Asunción', 'La Paz', 'Sucre',
  ],
  company: [
    'Distribuidora Andina', 'Editorial Horizonte', 'Comercial del Pacífico', 'Librería Central', 'Grupo Educa',
    'Servicios Académicos Sur', 'Papelería La Estrella', 'Importadora Cóndor', 'Consultores Asociados',
    'Academia Nueva Era', 'Librería El Saber', 'Soluciones Digitales Austro', 'Centro de Copiado Universal',
    'Editorial Cumbre', 'Red Educativa Sierra', 'Comercializadora Valle Verde',
  ],
  courseCategory: [
    'Preparación Preuniversitaria', 'Matemáticas', 'Inglés B2', 'Inglés B1', 'Física', 'Química', 'Biología',
    'Razonamiento Verbal', 'Razonamiento Lógico', 'Razonamiento Numérico', 'Historia', 'Lengua y Literatura',
    'Preparación para el Examen de Grado', 'Ingreso a la Policía', 'Ingreso a las Fuerzas Armadas',
    'Preparación Docente', 'Informática Básica', 'Excel Avanzado', 'Contabilidad', 'Estadística',
    'Francés A2', 'Redacción y Ortografía', 'Educación Cívica', 'Cálculo Diferencial',
  ],
  instituteKind: [
    'Superior Tecnológico', 'Pedagógico', 'Superior Técnico', 'Tecnológico Universitario', 'de Artes',
    'Superior de Música', 'Politécnico', 'de Idiomas', 'de Ciencias de la Salud', 'Agropecuario',
  ],
  courseName: [
    'Curso completo de ingreso a la universidad', 'Simulador de examen de admisión', 'Álgebra desde cero',
    'Geometría y trigonometría', 'Inglés intensivo', 'Razonamiento abstracto', 'Química general',
    'Física para el ingreso', 'Comprensión lectora', 'Preparación para Ser Bachiller',
    'Examen de ingreso a la Policía', 'Biología celular', 'Historia del Ecuador', 'Cálculo integral',
  ],
  word: [
    'aprendizaje', 'examen', 'práctica', 'lección', 'repaso', 'simulacro', 'tema', 'unidad', 'ejercicio',
    'evaluación', 'módulo', 'resumen', 'guía', 'taller', 'tutoría', 'clase',
  ],
  street: [
    'Av. Amazonas', 'Calle Bolívar', 'Av. 10 de Agosto', 'Calle Sucre', 'Av. de los Shyris', 'Calle García Moreno',
    'Av. 9 de Octubre', 'Calle Olmedo', 'Av. Universitaria', 'Calle Rocafuerte', 'Av. Colón', 'Calle Larga',
  ],
  country: ['Ecuador', 'Colombia', 'Perú', 'España', 'Chile', 'Argentina', 'Uruguay', 'Bolivia', 'México', 'Paraguay'],
  domain: ['correo.ec', 'ejemplo.com', 'academia.edu.ec', 'mail.com', 'estudiantes.org'],
} as const satisfies Record<string, readonly string[]>;

export type WordBankName = keyof typeof wordBanks;

/** The named bank, or an error listing the known names. */
export function getWordBank(name: string): readonly string[] {
  if (Object.hasOwn(wordBanks, name)) return wordBanks[name as WordBankName];
  throw new Error(`Unknown demo word bank {${name}}. Known banks: ${Object.keys(wordBanks).join(', ')}.`);
}

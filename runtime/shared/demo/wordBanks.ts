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
  courseTitle: [
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
  countryCode: ['EC', 'CO', 'PE', 'ES', 'MX', 'CL', 'AR', 'BO'],
  contentName: [
    'Matemáticas', 'Álgebra', 'Ecuaciones de primer grado', 'Sistemas de ecuaciones', 'Polinomios', 'Factorización',
    'Fracciones', 'Porcentajes', 'Geometría', 'Triángulos', 'Trigonometría', 'Funciones', 'Límites', 'Derivadas',
    'Integrales', 'Probabilidad', 'Estadística descriptiva', 'Sucesiones', 'Física', 'Cinemática', 'Dinámica',
    'Energía y trabajo', 'Electricidad', 'Óptica', 'Química', 'Tabla periódica', 'Estequiometría', 'Biología',
    'La célula', 'Genética', 'Ecología', 'Historia', 'Historia del Ecuador', 'Geografía', 'Lengua y Literatura',
    'Ortografía', 'Comprensión lectora', 'Razonamiento verbal', 'Sinónimos y antónimos', 'Analogías',
    'Razonamiento lógico', 'Razonamiento numérico', 'Razonamiento abstracto', 'Inglés', 'Gramática inglesa',
    'Vocabulario en inglés', 'Educación cívica', 'Filosofía',
  ],
  lessonTitle: [
    'Introducción', 'Conceptos básicos', 'Ejercicios resueltos', 'Problemas de aplicación', 'Repaso general',
    'Casos especiales', 'Método paso a paso', 'Errores frecuentes', 'Trucos para el examen', 'Práctica guiada',
    'Teoría esencial', 'Resumen del tema', 'Ejemplos prácticos', 'Demostraciones', 'Desafío final',
    'Preguntas tipo examen', 'Mapa conceptual', 'Clase en vivo grabada',
  ],
  questionStem: [
    '¿Cuál es el valor de x en 2x + 3 = 11?', '¿Qué número continúa la serie 2, 4, 8, 16…?',
    '¿Cuál es el sinónimo de «efímero»?', '¿Cuál es el antónimo de «generoso»?', '¿Cuánto es el 15 % de 240?',
    '¿Cuál es el área de un triángulo de base 6 y altura 4?', '¿Qué fórmula corresponde a la velocidad media?',
    '¿Cuál es el número atómico del carbono?', '¿Qué orgánulo produce la energía de la célula?',
    '¿En qué año se fundó la República del Ecuador?', '¿Cuál es la derivada de x²?', '¿Cuánto vale sen(30°)?',
    '¿Qué palabra está mal escrita?', '¿Cuál es la idea principal del texto?', 'Complete la analogía: libro es a leer como…',
    '¿Qué figura completa la secuencia?', 'Si todos los A son B y algunos B son C, ¿qué se concluye?',
    'Choose the correct form: She ___ to school every day.', '¿Cuál es la capital de la provincia del Azuay?',
    '¿Cuántos lados tiene un hexágono?', '¿Cuál es el resultado de 3/4 + 1/2?', '¿Qué unidad mide la fuerza?',
    '¿Cuál es la probabilidad de obtener cara al lanzar una moneda?', '¿Qué tipo de enlace une los átomos del agua?',
    '¿Quién escribió «Cumandá»?', '¿Cuál es el máximo común divisor de 18 y 24?',
  ],
  quizName: [
    'Simulacro de admisión', 'Examen diagnóstico', 'Prueba de razonamiento', 'Evaluación de matemáticas',
    'Simulacro Ser Bachiller', 'Examen de ingreso a la Policía', 'Prueba de inglés B1', 'Evaluación final',
    'Control de lectura', 'Simulacro de física', 'Prueba de química', 'Examen de práctica', 'Simulacro de razonamiento verbal',
    'Evaluación de biología', 'Examen de historia',
  ],
  bannerTitle: [
    '¡Inscríbete ahora!', 'Nuevo curso de preparación', 'Descuento del 30 % en todos los cursos', 'Clases en vivo cada semana',
    'Prepárate para tu examen de ingreso', 'Simulacros ilimitados', 'Aprende a tu ritmo', 'Matrículas abiertas',
    'Tu ingreso a la universidad empieza aquí', 'Nuevos simulacros disponibles',
  ],
  buttonTitle: ['Ver más', 'Inscríbete', 'Empezar ahora', 'Conoce más', 'Ver cursos', 'Probar gratis'],
  commentSentence: [
    'Excelente explicación, ahora sí lo entendí.', 'Creo que la respuesta correcta es la segunda opción.',
    'No entiendo por qué se despeja de esa manera.', 'Gracias, me sirvió mucho para el simulacro.',
    'Hay un error en el enunciado del ejercicio.', '¿Podrían subir más ejercicios de este tema?',
    'La solución se puede hacer también por sustitución.', 'Muy buen ejercicio para practicar.',
    'El video de la lección no carga en el celular.', 'Me confundí con los signos, pero ya lo resolví.',
    'Este tema salió en mi examen de ingreso.', 'Sería útil una explicación paso a paso.',
    'La opción C también parece correcta.', 'Primero hay que sacar el mínimo común múltiplo.',
    'Recomiendo repasar la lección anterior antes de este ejercicio.', 'Qué buena pregunta, muy parecida al examen real.',
  ],
} as const satisfies Record<string, readonly string[]>;

export type WordBankName = keyof typeof wordBanks;

/** The named bank, or an error listing the known names. */
export function getWordBank(name: string): readonly string[] {
  if (Object.hasOwn(wordBanks, name)) return wordBanks[name as WordBankName];
  throw new Error(`Unknown demo word bank {${name}}. Known banks: ${Object.keys(wordBanks).join(', ')}.`);
}

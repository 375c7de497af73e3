/** A step the migration cannot make as declared: said in Spanish and English, naming entity, field and where to change it. */
export class StepRefusal extends Error {
  constructor(
    readonly es: string,
    readonly en: string,
  ) {
    super(`admin-gen: ${es}\nadmin-gen: ${en}`);
    this.name = 'StepRefusal';
  }
}

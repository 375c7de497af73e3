/** Which entity's endpoint an action names: `assign` is the grid entity's, `quizQuestion.assign` another entity's. */
export function getEndpointTarget(name: string, ownEntity: string): { readonly entity: string; readonly endpoint: string } {
  const dot = name.indexOf('.');
  return dot < 0 ? { entity: ownEntity, endpoint: name } : { entity: name.slice(0, dot), endpoint: name.slice(dot + 1) };
}

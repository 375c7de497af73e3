/** Why a success case that would change a row check-api did not make is skipped (changeExistingRows is off). */
export function getNotOwnReason(entity: string): string {
  return `would change a row of ${entity} that check-api did not make (the document has no create operation for ${entity})`;
}

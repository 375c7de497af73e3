/** The values of the lines of one record's children collection, as the create inserts them (their own computed fields not yet filled). */
export type InsertedLines = (record: Readonly<Record<string, unknown>>, collection: string) => readonly Readonly<Record<string, unknown>>[];

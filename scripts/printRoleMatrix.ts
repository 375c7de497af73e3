// Prints the generated model's role matrix, the text `admin-gen build` writes to generated/roles.md (emitRoleMatrix):
// `npx tsx scripts/printRoleMatrix.ts`.
import { emitRoleMatrix } from '../generator/emit/emitRoleMatrix.js';
import { loadGenerated } from '../runtime/server/loadGenerated.js';

const { app, entities } = await loadGenerated();
process.stdout.write(emitRoleMatrix({ app, entities }).contents);

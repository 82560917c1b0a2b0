import { CONFIG_VARIABLES } from '../config';

/** Prints the configuration table for the README: `node --import tsx apps/server/src/scripts/config-doc.ts`. */
const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.description} |`);
process.stdout.write(`${['| variable | meaning |', '|---|---|', ...rows].join('\n')}\n`);

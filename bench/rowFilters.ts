// Lists under a role's row filter on the 1M-row users table (issue 22): `npm run bench:rows -- <DATA_DIR | postgres://…> [runs] [rounds]`
// on a store filled by `npm run bench:fill`. The server runs in this process (requests by inject: no sockets) with
// this site's model plus two bench roles: `benchPro` (users, list, rowFilter { pro: true }: a counted boolean, half the
// rows) and `benchAna` (rowFilter { nombre: "ana" }: a text "contains"). Each request is timed as the unrestricted
// administrator, as the administrator adding the same filter as a grid filter, and as each role, interleaved, `runs`
// times per round after two warm-ups; it prints per role the median and p95 over every round's runs, each round's
// p95 (noise on a shared machine shows), and the p95 against no filter and against the same grid filter.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { app, entities } from '../generated/index.js';
import { createAdminAccount, createSessionStore, findAdminByEmail } from '../runtime/server/auth/index.js';
import { createServer } from '../runtime/server/createServer.js';
import { createDatabase, isPostgresUrl, migrate } from '../runtime/server/storage/index.js';
import type { AppDefinition, RoleGrant } from '../runtime/shared/index.js';

const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 3);
const PASSWORD = 'clave-de-benchmark-filas-1';

const grant = (rowFilter: Record<string, unknown>): RoleGrant => ({ entity: 'user', actions: ['list'], rowFilter, hidden: [], readOnly: [] });
const benchApp: AppDefinition = {
  ...app,
  roles: [...app.roles, { name: 'benchPro', label: 'Bench pro', grants: [grant({ pro: true })] }, { name: 'benchAna', label: 'Bench ana', grants: [grant({ nombre: 'ana' })] }],
};
/** Name, account, roles, the grid filter the administrator adds (the same rows as the role's row filter), the row it is compared with. */
const ROLES = [
  ['administrador (no filter)', 'bench-admin@example.com', [app.adminUsers.firstRole ?? 'administrador'], '', null],
  ['administrador + grid filter pro=true', 'bench-admin@example.com', [app.adminUsers.firstRole ?? 'administrador'], 'pro=true', null],
  ['benchPro { pro: true }', 'bench-pro@example.com', ['benchPro'], '', 1],
  ['administrador + grid filter nombre=ana', 'bench-admin@example.com', [app.adminUsers.firstRole ?? 'administrador'], 'nombre=ana', null],
  ['benchAna { nombre: "ana" }', 'bench-ana@example.com', ['benchAna'], '', 3],
] as const;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

async function main(): Promise<void> {
  const postgres = isPostgresUrl(target);
  const database = createDatabase(postgres ? { databaseUrl: target } : { dataDir: target });
  await migrate(database, entities);
  const dataDir = postgres ? mkdtempSync(path.join(tmpdir(), 'admin-gen-bench-rows-')) : target;
  const server = await createServer({ entities, app: benchApp, database, dataDir, webRoot: '/nonexistent', uploadSecret: 'secreto-de-benchmark-0123456789abcdef' });
  const sessions = createSessionStore(database);
  const cookies: string[] = [];
  for (const [, email, roles] of ROLES) {
    if (ROLES.some(([, other], index) => other === email && index < cookies.length)) {
      cookies.push(cookies[ROLES.findIndex(([, other]) => other === email)]!);
      continue;
    }
    const user = (await findAdminByEmail(database, email)) ?? (await createAdminAccount(database, { email, password: PASSWORD, roles: [...roles] }));
    const { token } = await sessions.create(user.id);
    cookies.push(`admin_session=${token}`);
  }
  const get = async (cookie: string, url: string) => {
    const started = performance.now();
    const response = await server.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return { ms, body: JSON.parse(response.body) as { itemsCount: number; data: { _id: string }[] } };
  };

  // Per role: its own count, so the deep page is the middle of the rows it reaches.
  const withFilter = (role: number, url: string) => (ROLES[role]![3] === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${ROLES[role]![3]}`);
  const counts = await Promise.all(cookies.map(async (cookie, role) => (await get(cookie, withFilter(role, '/api/users?pageSize=20'))).body.itemsCount));
  const requests: [string, (role: number) => Promise<string>][] = [
    ['page 1, default sort (createdAt desc)', async () => '/api/users'],
    ['page 1 sorted by nombre', async () => '/api/users?sortField=nombre'],
    ['email=ana (contains)', async () => '/api/users?email=ana'],
    ['pageIndex = N/40', async (role) => `/api/users?pageIndex=${Math.max(1, Math.round(counts[role]! / 40))}`],
    [
      'next page (after=)',
      async (role) => {
        const page = await get(cookies[role]!, withFilter(role, `/api/users?pageIndex=${Math.max(1, Math.round(counts[role]! / 40))}`));
        return `/api/users?pageIndex=${Math.max(2, Math.round(counts[role]! / 40) + 1)}&after=${page.body.data.at(-1)?._id ?? ''}`;
      },
    ],
  ];
  console.log(`${postgres ? 'PostgreSQL' : `SQLite ${target}`}: ${counts[0]} users; ${runs} runs × ${rounds} rounds per request and role (after 2 warm-ups)\n`);
  console.log(`| request (GET /api/users?…) | role | itemsCount | median ms | p95 ms | p95 per round | p95 vs no filter | p95 vs the grid filter |`);
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [label, urlOf] of requests) {
    const urls = await Promise.all(ROLES.map(async (_, role) => withFilter(role, await urlOf(role))));
    const times: number[][][] = ROLES.map(() => []);
    const itemsCounts: number[] = [];
    for (let role = 0; role < ROLES.length; role++) for (let i = 0; i < 2; i++) itemsCounts[role] = (await get(cookies[role]!, urls[role]!)).body.itemsCount;
    for (let round = 0; round < rounds; round++) {
      for (let role = 0; role < ROLES.length; role++) times[role]!.push([]);
      // Interleaved, so a burst of load on the machine falls on every role alike.
      for (let run = 0; run < runs; run++) for (let role = 0; role < ROLES.length; role++) times[role]![round]!.push((await get(cookies[role]!, urls[role]!)).ms);
    }
    const base = percentile(times[0]!.flat(), 95);
    const versus = (p95: number, other: number) => `${((p95 / other - 1) * 100).toFixed(0)} %`;
    ROLES.forEach(([name, , , , grid], role) => {
      const all = times[role]!.flat();
      const p95 = percentile(all, 95);
      const perRound = times[role]!.map((round) => fmt(percentile(round, 95))).join(' / ');
      const gridP95 = grid === null ? null : percentile(times[grid]!.flat(), 95);
      console.log(`| ${label} | ${name} | ${itemsCounts[role]} | ${fmt(percentile(all, 50))} | ${fmt(p95)} | ${perRound} | ${role === 0 ? '—' : versus(p95, base)} | ${gridP95 === null ? '—' : versus(p95, gridP95)} |`);
    });
  }
  await server.close();
  await database.close();
}

await main();

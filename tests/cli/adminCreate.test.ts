// `admin-gen admin create`: the CLI's side with a fake server runtime, the password prompt over a fake terminal,
// and the real command against a temporary DATA_DIR.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { runBuild } from '../../generator/index.js';
import { main, readPassword, type CliDependencies, type ServerModule } from '../../cli.js';
import { createDatabase, findAdminByEmail } from '../../runtime/server/index.js';
import { verifyPassword } from '../../runtime/server/auth/hashPassword.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(REPO_ROOT, 'bin/admin-gen.js');

function createFakeServer(runAdminCreate: ServerModule['runAdminCreate'] = async (options) => `Administrador creado: ${options.email}.`) {
  const server = { runSeed: vi.fn(), startServer: vi.fn(), runAdminCreate: vi.fn(runAdminCreate), runMigrate: vi.fn() } satisfies ServerModule;
  return server;
}

describe('admin-gen admin create (fake server)', () => {
  const env = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  let log: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    log.mockRestore();
    error.mockRestore();
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it.each([
    ['create', [], {}, { email: 'Ana@Example.com', password: 'clave-larga-1', update: false }],
    ['--update with DATA_DIR', ['--update'], { DATA_DIR: '/tmp/d' }, { email: 'Ana@Example.com', password: 'clave-larga-1', update: true }],
    ['DATABASE_URL', [], { DATABASE_URL: 'postgres://x/y' }, { email: 'Ana@Example.com', password: 'clave-larga-1', update: false }],
    ['--role twice', ['--role', 'soporte', '--role', 'contabilidad'], {}, { email: 'Ana@Example.com', password: 'clave-larga-1', update: false, roles: ['soporte', 'contabilidad'] }],
    ['--name and --field', ['--name', 'Ana Pérez', '--field', 'seller=s1', '--field', 'seller=s2'], {}, { email: 'Ana@Example.com', password: 'clave-larga-1', update: false, displayName: 'Ana Pérez', fields: ['seller=s1', 'seller=s2'] }],
  ])('%s: hands email and password to the runtime (which reads DATA_DIR and DATABASE_URL itself) and prints its line', async (_case, args, environment, want) => {
    Object.assign(process.env, environment);
    const server = createFakeServer();
    const dependencies: CliDependencies = { loadServer: async () => server, readPassword: async () => 'clave-larga-1' };
    expect(await main(['node', 'admin-gen', 'admin', 'create', '--email', 'Ana@Example.com', ...args], process.cwd(), dependencies)).toBe(0);
    expect(server.runAdminCreate).toHaveBeenCalledWith(want);
    expect(log).toHaveBeenCalledWith('admin-gen: Administrador creado: Ana@Example.com.');
  });

  it('prints a refused account in one line and exits 1', async () => {
    const server = createFakeServer(async () => {
      throw new Error('La contraseña debe tener al menos 12 caracteres.');
    });
    const dependencies: CliDependencies = { loadServer: async () => server, readPassword: async () => 'corta' };
    expect(await main(['node', 'admin-gen', 'admin', 'create', '--email', 'a@b.co'], process.cwd(), dependencies)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toBe('admin-gen: La contraseña debe tener al menos 12 caracteres.');
  });

  it('requires --email', async () => {
    const server = createFakeServer();
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['node', 'admin-gen', 'admin', 'create'], process.cwd(), { loadServer: async () => server, readPassword: async () => 'x' })).toBe(1);
    expect(server.runAdminCreate).not.toHaveBeenCalled();
    vi.mocked(process.stderr.write).mockRestore();
  });
});

describe('readPassword', () => {
  /** A fake terminal: `isTTY`, the keystrokes written after a tick, and everything shown on it. */
  function terminal(...answers: string[]) {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    let next = 0;
    const typeNext = () => setTimeout(() => input.write(`${answers[next++]}\r`), 5);
    output.on('data', (chunk: Buffer) => {
      if (/Contraseña: |Repite la contraseña: /.test(chunk.toString()) && next < answers.length) typeNext();
    });
    return { input, output, shown: () => shown };
  }

  it('takes the first line of piped stdin', async () => {
    const input = new PassThrough();
    input.end('clave-por-tubo\nsegunda línea\n');
    expect(await readPassword(input, new PassThrough())).toBe('clave-por-tubo');
  });

  it('refuses empty piped stdin', async () => {
    const input = new PassThrough();
    input.end('');
    await expect(readPassword(input, new PassThrough())).rejects.toThrow(/ninguna contraseña/);
  });

  it('on a terminal asks twice and never shows what is typed', async () => {
    const tty = terminal('secreto-tecleado', 'secreto-tecleado');
    expect(await readPassword(tty.input, tty.output)).toBe('secreto-tecleado');
    expect(tty.shown()).toContain('Contraseña: ');
    expect(tty.shown()).toContain('Repite la contraseña: ');
    expect(tty.shown()).not.toContain('secreto');
  });

  it('on a terminal refuses two different passwords', async () => {
    const tty = terminal('secreto-uno-largo', 'secreto-dos-largo');
    await expect(readPassword(tty.input, tty.output)).rejects.toThrow('las contraseñas no coinciden');
  });
});

describe('admin-gen admin create (real store)', { timeout: 60_000 }, () => {
  let dataDir: string;
  // A fixture site with roles (tests/fixtures/adminUsers: administrador, soporte), built as its own generated/.
  let generatedDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-admin-'));
    generatedDir = path.join(dataDir, 'generated');
    await runBuild({ root: REPO_ROOT, schemasDir: 'tests/fixtures/adminUsers/schemas', outDir: generatedDir });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (input: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [BIN, 'admin', 'create', '--generated', generatedDir, ...args], {
      cwd: REPO_ROOT,
      input,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_GEN_DEBUG: '' },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const passwordMatches = async (email: string, password: string) => {
    const database = createDatabase({ dataDir });
    try {
      const user = await findAdminByEmail(database, email);
      return user !== undefined && (await verifyPassword(password, user.passwordHash));
    } finally {
      await database.close();
    }
  };

  it('creates an administrator from the password on stdin, then refuses the same email, a weak password and a bad email', async () => {
    const created = run('clave-de-la-cli\n', '--email', ' Jefa@Example.com');
    expect(created).toMatchObject({ status: 0, stdout: 'admin-gen: Administrador creado: jefa@example.com.\n', stderr: '' });
    expect(await passwordMatches('jefa@example.com', 'clave-de-la-cli')).toBe(true);

    const again = run('otra-clave-larga\n', '--email', 'JEFA@example.com');
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('admin-gen: Ya existe un administrador con el correo «jefa@example.com»; usa --update para cambiar su contraseña.\n');

    const weak = run('corta\n', '--email', 'nuevo@example.com');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toBe('admin-gen: La contraseña debe tener al menos 12 caracteres.\n');

    const badEmail = run('clave-de-la-cli\n', '--email', 'sin-arroba');
    expect(badEmail.status).toBe(1);
    expect(badEmail.stderr).toBe('admin-gen: «sin-arroba» no es una dirección de correo válida.\n');

    const empty = run('', '--email', 'nuevo@example.com');
    expect(empty.status).toBe(1);
    expect(empty.stderr).toMatch(/^admin-gen: no se recibió ninguna contraseña/);
    for (const result of [again, weak, badEmail, empty]) expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('--update sets a new password for an existing administrator', async () => {
    const updated = run('la-clave-nueva\n', '--email', 'jefa@example.com', '--update');
    expect(updated).toMatchObject({ status: 0, stdout: 'admin-gen: Contraseña cambiada para jefa@example.com; sus sesiones abiertas se han cerrado.\n' });
    expect(await passwordMatches('jefa@example.com', 'la-clave-nueva')).toBe(true);
    expect(await passwordMatches('jefa@example.com', 'clave-de-la-cli')).toBe(false);
  });

  it('--role sets the roles of the site\'s app.json (several); an unknown role is refused naming the declared ones', async () => {
    const created = run('clave-de-soporte-1\n', '--email', 'soporte@example.com', '--role', 'soporte', '--role', 'administrador');
    expect(created).toMatchObject({ status: 0, stdout: 'admin-gen: Administrador creado: soporte@example.com.\n' });
    const database = createDatabase({ dataDir });
    try {
      expect((await findAdminByEmail(database, 'soporte@example.com'))?.roles).toEqual(['soporte', 'administrador']);
      // An account made without --role holds the site's first role (administrador), written down.
      expect((await findAdminByEmail(database, 'jefa@example.com'))?.roles).toEqual(['administrador']);
    } finally {
      await database.close();
    }
    const unknown = run('clave-de-soporte-2\n', '--email', 'otro@example.com', '--role', 'jefe');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('admin-gen: El rol «jefe» no existe; los roles son: administrador, soporte.\n');
  });
});

import { emitSiteFiles, toPackageName } from '../../../generator/init/index.js';

describe('toPackageName', () => {
  it.each([
    ['clinic', 'clinic'],
    ['Clínica Perla', 'clinica-perla'],
    ['  Mi sitio!! 2026 ', 'mi-sitio-2026'],
    ['.hidden', 'hidden'],
    ['ñandú_admin', 'nandu_admin'],
    ['¿?', 'admin-site'],
  ])('%j → %j', (folder, name) => {
    expect(toPackageName(folder)).toBe(name);
  });
});

describe('emitSiteFiles', () => {
  const files = emitSiteFiles({ name: 'clinic', title: 'Clínica "Perla"', adminGen: 'file:../admin-gen', favicon: '<svg/>' });
  const contents = (file: string) => files.find((candidate) => candidate.path === file)!.contents;

  it('writes the same files for every site, the title escaped inside the JSON', () => {
    expect(files.map((file) => file.path)).toEqual([
      'package.json',
      '.gitignore',
      'README.md',
      'schemas/app.json',
      'schemas/contact.json',
      'public/demo/.gitkeep',
      'public/favicon.svg',
      'tests/site.test.ts',
    ]);
    expect(JSON.parse(contents('schemas/app.json'))).toMatchObject({ title: 'Clínica "Perla"' });
    expect(contents('public/favicon.svg')).toBe('<svg/>');
  });

  it("runs with the same two commands as admin-gen: npm start and npm test, on this package's tools", () => {
    const manifest = JSON.parse(contents('package.json')) as { name: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.name).toBe('clinic');
    expect(manifest.dependencies).toEqual({ 'admin-gen': 'file:../admin-gen' });
    expect(Object.keys(manifest.scripts).sort()).toEqual(['build', 'start', 'test']);
    expect(manifest.scripts.build).toBe('admin-gen build && admin-gen-site web');
  });
});

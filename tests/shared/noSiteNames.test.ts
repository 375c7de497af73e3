// The runtime and the generator serve any site: no entity or field name of the site in schemas/ may appear in them
// (schemas/ configures the site). Words are matched case-insensitively where a word starts (`sellers`, `Billing`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_WORDS = /\b(seller|delivery|deliveries|invoice|billing|productKey|salePrice|courseName|voucher)/i;

/** Every file under `dir` whose name matches `pattern`, relative to the repository. */
function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** `file:line: text` for each line holding a site word. */
function findSiteWords(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (SITE_WORDS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no site names in runtime/ and generator/', () => {
  it.each<[string, string, boolean]>([
    ['a field name', "const field = 'salePrice';", true],
    ['a plural at a word start', '// e.g. `sellers[]`', true],
    ['capitalised', 'export function BillingWidget() {}', true],
    ['an entity in a path', "'/deliveries/{_id}'", true],
    ['inside a longer word', 'const resellerId = 1; // overbilling', false],
    ['generic words', 'const lines = getChildLines(source);', false],
  ])('the matcher: %s', (_case, line, found) => {
    expect(findSiteWords('x.ts', line).length > 0).toBe(found);
  });

  it('runtime/**/*.ts(x) and generator/**/*.ts hold none of them', () => {
    const files = [...listFiles('runtime', /\.tsx?$/), ...listFiles('generator', /\.ts$/)];
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => findSiteWords(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(hits).toEqual([]);
  });
});

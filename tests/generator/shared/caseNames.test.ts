import { getPluralWords, getTableName, pluralize, toPascalCase } from '../../../generator/shared/caseNames.js';

describe('caseNames', () => {
  it.each([
    ['seller', { table: 'sellers', pascal: 'Seller', plural: ['sellers'] }],
    ['courseCategory', { table: 'course_categories', pascal: 'CourseCategory', plural: ['course', 'categories'] }],
    ['homeBanner', { table: 'home_banners', pascal: 'HomeBanner', plural: ['home', 'banners'] }],
    ['quiz', { table: 'quizzes', pascal: 'Quiz', plural: ['quizzes'] }],
    ['box', { table: 'boxes', pascal: 'Box', plural: ['boxes'] }],
    ['key', { table: 'keys', pascal: 'Key', plural: ['keys'] }],
    ['productKey2', { table: 'product_key2s', pascal: 'ProductKey2', plural: ['product', 'key2s'] }],
  ])('%s', (given, want) => {
    expect({ table: getTableName(given), pascal: toPascalCase(given), plural: getPluralWords(given) }).toEqual(want);
  });

  it.each([
    ['category', 'categories'],
    ['day', 'days'],
    ['match', 'matches'],
    ['dish', 'dishes'],
    ['class', 'classes'],
    ['waltz', 'waltzes'],
  ])('pluralize(%s) = %s', (given, want) => {
    expect(pluralize(given)).toBe(want);
  });
});

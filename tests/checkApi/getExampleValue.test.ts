import { getExampleValue } from '../../runtime/checkApi/getExampleValue.js';
import { isImageAddress } from '../../runtime/shared/isImageAddress.js';

describe('getExampleValue', () => {
  it('gives an image field an address its format accepts', () => {
    const value = getExampleValue({ type: 'string', contentMediaType: 'image/*', format: 'image-address' });
    expect(typeof value === 'string' && isImageAddress(value)).toBe(true);
  });
});

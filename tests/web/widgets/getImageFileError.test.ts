import { getImageFileError } from '../../../runtime/web/widgets/index.js';
import { getMessages } from '../../../runtime/web/i18n/index.js';

describe('getImageFileError', () => {
  it.each([
    [{ name: 'foto.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'contrato.pdf', type: 'application/pdf', size: 1000 }, 'El archivo «contrato.pdf» no es una imagen: elige un archivo PNG, JPEG, GIF o WebP.'],
    [{ name: 'grande.jpg', type: 'image/jpeg', size: 5_452_595 }, 'La imagen «grande.jpg» pesa 5,2 MB; el máximo es 3,8 MB.'],
    [{ name: 'justa.jpg', type: 'image/jpeg', size: 4_000_000 }, null],
  ])('%j → %s', (file, expected) => {
    expect(getImageFileError(file, 4_000_000, 'es', getMessages('es'))).toBe(expected);
  });
});

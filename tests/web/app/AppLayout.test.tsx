import { screen, within } from '@testing-library/react';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellers = makeSellers(3);

describe('AppLayout', () => {
  it.each([
    ["the current page's own link (no path changes)", true],
    ["another page's link", false],
  ])('the phone menu closes when %s is followed', async (_name, current) => {
    const { user } = renderAdmin('/sellers', (request) => answerList(sellers, request, ['name']));
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(screen.getByRole('navigation', { name: 'Menú principal' })).getAllByRole('link');
    const link = links.find((candidate) => (candidate.getAttribute('aria-current') === 'page') === current)!;
    await user.click(link);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@storefront/shared/i18n';
import { initScreenI18n } from '../../../testing/render';
import { Pagination, pageWindow } from './Pagination';

beforeAll(() => initScreenI18n('en'));

describe('Pagination', () => {
  it('offers the first and last pages and two either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });

  it('links every page, marking the current one', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Pagination current={2} totalPages={4} hrefOf={(page) => `/H?page=${page}`} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/H?page=3');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/H?page=1',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@storefront/shared/i18n';
import { Pagination, pageWindow } from './Pagination';
import { initTestI18n } from '@storefront/testing/ui-strings';

beforeAll(() => initTestI18n('en'));

function renderPages(current: number, total: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Pagination current={current} total={total} hrefOf={(page) => `/H?page=${page}`} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('pageWindow', () => {
  it('offers the first and last pages and two either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 116)).toEqual([1, 2, 3, 'gap', 116]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  it('links every page, marking the current one, with the pages before and after', () => {
    renderPages(2, 4);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/H?page=4');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/H?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/H?page=1',
    );
  });

  it('offers no previous page on the first page and no next page on the last', () => {
    const { unmount } = renderPages(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    unmount();
    renderPages(3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    renderPages(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

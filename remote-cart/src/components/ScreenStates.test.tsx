import { render, screen } from '@testing-library/react';
import { Loading } from './ScreenStates';

test("a cart screen's loading state says it is the browser's to fill (data-sf-browser)", () => {
  // the shopper's cart, checkout or order is loaded in the browser only: on a page rendered on
  // the server this region is the browser's, which the parity sweep reads from the mark
  render(<Loading label="Cargando tu carrito…" />);
  expect(screen.getByRole('status')).toHaveAttribute('data-sf-browser', '');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando tu carrito…');
});

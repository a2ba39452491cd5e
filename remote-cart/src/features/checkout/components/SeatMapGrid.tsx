/**
 * A flight segment's seat map as a grid: one tab stop, arrow keys move between seats (Home/End
 * along a row, Page Up/Down five rows, Ctrl+Home/End to the corners), Enter or Space chooses or
 * frees a seat. Each seat is a button named like "Seat 12A, window, 9,00 €", pressed when chosen;
 * a taken seat stays reachable, marked unavailable.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { SeatMap } from '@storefront/shared/domain/cart';
import { useCartStrings } from '../../../lib/i18n';

type Position = { row: number; col: number };

export function SeatMapGrid({
  map,
  chosen,
  limit,
  onToggle,
}: {
  map: SeatMap;
  chosen: readonly string[];
  limit: number;
  onToggle: (seat: string) => void;
}) {
  const { t, language } = useCartStrings();
  const table = useRef<HTMLTableElement>(null);
  const firstChosen = map.rows.findIndex((row) =>
    row.seats.some((seat) => chosen.includes(seat.code)),
  );
  const [active, setActive] = useState<Position>(() => {
    const row = Math.max(0, firstChosen);
    const col = Math.max(
      0,
      map.rows[row]?.seats.findIndex((seat) =>
        firstChosen >= 0 ? chosen.includes(seat.code) : seat.available,
      ) ?? 0,
    );
    return { row, col };
  });
  const [notice, setNotice] = useState('');
  const captionId = `seatmap-${map.segmentId}-caption`;
  const lastRow = map.rows.length - 1;
  const lastCol = map.columns.length - 1;

  const focusSeat = (next: Position) => {
    setActive(next);
    const button = table.current?.querySelector<HTMLButtonElement>(
      `[data-row="${next.row}"][data-col="${next.col}"]`,
    );
    button?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { row, col } = active;
    let next: Position | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = { row, col: Math.min(lastCol, col + 1) };
        break;
      case 'ArrowLeft':
        next = { row, col: Math.max(0, col - 1) };
        break;
      case 'ArrowDown':
        next = { row: Math.min(lastRow, row + 1), col };
        break;
      case 'ArrowUp':
        next = { row: Math.max(0, row - 1), col };
        break;
      case 'Home':
        next = event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
        break;
      case 'End':
        next = event.ctrlKey ? { row: lastRow, col: lastCol } : { row, col: lastCol };
        break;
      case 'PageDown':
        next = { row: Math.min(lastRow, row + 5), col };
        break;
      case 'PageUp':
        next = { row: Math.max(0, row - 5), col };
        break;
      default:
        return;
    }
    event.preventDefault();
    focusSeat(next);
  };

  const seatName = (
    code: string,
    available: boolean,
    characteristics: readonly string[],
    price: string,
  ) =>
    [
      t('seats.seat', { code }),
      ...characteristics.map((c) => t(`seats.characteristic.${c}`, { defaultValue: c })),
      available ? price : t('seats.unavailable'),
    ].join(', ');

  return (
    <div className="cart-seatmap">
      <table
        ref={table}
        role="grid"
        aria-labelledby={captionId}
        className="cart-seatmap__grid"
        onKeyDown={onKeyDown}
      >
        <caption id={captionId} className="cart-seatmap__caption">
          {t('seats.caption', {
            flight: map.flightNumber,
            from: map.departureAirport,
            to: map.arrivalAirport,
          })}
        </caption>
        <thead>
          <tr>
            <td />
            {map.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={map.aisleAfter.includes(column) ? 'cart-seatmap__aisle' : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.rows.map((row, rowIndex) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              {row.seats.map((seat, colIndex) => {
                const isChosen = chosen.includes(seat.code);
                const isActive = active.row === rowIndex && active.col === colIndex;
                const column = map.columns[colIndex] ?? '';
                const price = formatPrice(seat.price, language);
                const kind = seat.characteristics.includes('EXTRA_LEGROOM')
                  ? 'legroom'
                  : seat.characteristics.includes('EXIT_ROW')
                    ? 'exit'
                    : 'standard';
                return (
                  <td
                    key={seat.code}
                    className={map.aisleAfter.includes(column) ? 'cart-seatmap__aisle' : undefined}
                  >
                    <button
                      type="button"
                      data-row={rowIndex}
                      data-col={colIndex}
                      tabIndex={isActive ? 0 : -1}
                      className={`cart-seat cart-seat--${kind}${isChosen ? ' cart-seat--chosen' : ''}${seat.available ? '' : ' cart-seat--taken'}`}
                      aria-pressed={isChosen}
                      aria-disabled={!seat.available || undefined}
                      aria-label={seatName(seat.code, seat.available, seat.characteristics, price)}
                      onFocus={() => setActive({ row: rowIndex, col: colIndex })}
                      onClick={() => {
                        if (!seat.available) {
                          setNotice(t('seats.takenNotice', { code: seat.code }));
                          return;
                        }
                        if (!isChosen && chosen.length >= limit) {
                          setNotice(t('seats.limitNotice', { count: limit }));
                          return;
                        }
                        setNotice('');
                        onToggle(seat.code);
                      }}
                    >
                      <span aria-hidden="true">
                        {isChosen ? '✓' : seat.available ? column : '×'}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cart-visually-hidden-when-empty" role="status">
        {notice}
      </p>
    </div>
  );
}

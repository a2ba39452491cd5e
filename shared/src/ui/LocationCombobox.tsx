/**
 * The departure/destination field of every search form: an accessible combobox (WAI-ARIA
 * pattern through downshift) fed by the backend's location search as the shopper types.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import { searchLocations } from '@storefront/shared/api/locations';
import type { Location, LocationRole } from '@storefront/shared/domain/location';
import type { ProductType } from '@storefront/shared/domain/contract';
import { currentLanguage } from '@storefront/shared/i18n';
import './search-fields.css';

export type PlaceValue = { code: string; name: string } | null;

export const LOCATION_DEBOUNCE_MS = 200;

export function LocationCombobox({
  label,
  placeRole: role,
  productType,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  /** which end of the trip the field is for */
  placeRole: LocationRole;
  productType: ProductType;
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  /** a translated message shown under the field and announced */
  error?: string | undefined;
  name?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [items, setItems] = useState<Location[]>([]);
  const [query, setQuery] = useState(value?.name ?? '');
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  /** a code from the URL the backend offers no place for (said while it is the field's value) */
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  const shownWith = useRef(query);

  useEffect(() => {
    const controller = new AbortController();
    // the suggestions for what the field was shown with are asked for at once; what the shopper
    // types waits for a pause
    const delay = query === shownWith.current ? 0 : LOCATION_DEBOUNCE_MS;
    const timer = window.setTimeout(() => {
      setStatus('loading');
      searchLocations(
        { text: query, productType, role, language: currentLanguage() },
        { signal: controller.signal },
      ).then(
        (found) => {
          setItems(found.slice(0, 8));
          setStatus('idle');
        },
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
    }, delay);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, productType, role]);

  // a place read from the URL arrives as a code: show its name once the backend names it
  const needsName = value !== null && value.name.toLowerCase() === value.code.toLowerCase();
  useEffect(() => {
    if (!needsName || !value) return undefined;
    const controller = new AbortController();
    searchLocations(
      { text: value.code, productType, role, language: currentLanguage() },
      { signal: controller.signal },
    ).then(
      (found) => {
        const match = found.find((place) => place.code.toLowerCase() === value.code.toLowerCase());
        if (match) {
          setQuery(match.name);
          onChange({ code: match.code, name: match.name });
        } else {
          setUnknownCode(value.code);
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [needsName, value, productType, role, onChange]);

  const combobox = useCombobox<Location>({
    items,
    inputValue: query,
    itemToString: (item) => (item ? item.name : ''),
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      setQuery(inputValue ?? '');
      if (type === useCombobox.stateChangeTypes.InputChange && value) onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setQuery(selectedItem.name);
      onChange({ code: selectedItem.code, name: selectedItem.name });
    },
  });

  // the form's own message first; else the link's place that could not be found, until the
  // shopper types (which empties the value) or picks another
  const message =
    error ??
    (value !== null && value.code === unknownCode
      ? t('searchFields.location.unknown', { code: unknownCode })
      : undefined);
  const describedBy = message ? errorId : undefined;
  return (
    <div className="sf-field sf-combobox">
      <label className="sf-label" {...combobox.getLabelProps()}>
        {label}
      </label>
      <input
        className="sf-input"
        name={name}
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        {...combobox.getInputProps()}
      />
      <ul className="sf-listbox" hidden={!combobox.isOpen} {...combobox.getMenuProps()}>
        {combobox.isOpen && status === 'error' ? (
          <li className="sf-option sf-option--note">{t('searchFields.location.error')}</li>
        ) : null}
        {combobox.isOpen && status !== 'error' && items.length === 0 ? (
          <li className="sf-option sf-option--note">
            {status === 'loading'
              ? t('searchFields.location.loading')
              : t('searchFields.location.none')}
          </li>
        ) : null}
        {combobox.isOpen
          ? items.map((item, index) => (
              <li
                key={item.code}
                className={
                  combobox.highlightedIndex === index ? 'sf-option sf-option--active' : 'sf-option'
                }
                {...combobox.getItemProps({ item, index })}
              >
                <span className="sf-option__name">{item.name}</span>{' '}
                <span className="sf-option__detail">
                  {item.type === 'AIRPORT'
                    ? t('searchFields.location.airport', { code: item.code, city: item.cityName })
                    : item.countryName}
                </span>
              </li>
            ))
          : null}
      </ul>
      {message ? (
        <p id={errorId} className="sf-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

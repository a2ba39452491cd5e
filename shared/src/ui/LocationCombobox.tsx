/**
 * The departure/destination field of every search form: an accessible combobox (WAI-ARIA
 * pattern through downshift) fed by the backend's location search as the shopper types.
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import { keptPlaceNamed, searchLocations } from '@storefront/shared/api/locations';
import type { Location, LocationRole } from '@storefront/shared/domain/location';
import type { ProductType } from '@storefront/shared/domain/contract';
import { currentLanguage, isLanguage } from '@storefront/shared/i18n';
import './search-fields.css';

export type PlaceValue = { code: string; name: string } | null;

export const LOCATION_DEBOUNCE_MS = 200;

const keyOf = (place: PlaceValue) => (place ? `${place.code}\n${place.name}` : '');
const searchKeyOf = (text: string, productType: ProductType, role: LocationRole) =>
  `${text}\n${productType}\n${role}`;

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
  const { t, i18n } = useTranslation();
  // the page's own (on the render server, the request's)
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const errorId = useId();
  const [query, setQuery] = useState(value?.name ?? '');
  /** text the field was given rather than typed: its suggestions are asked for at once */
  const [shownWith, setShownWith] = useState(query);
  /** the backend's places for the text the field showed last: its suggestions */
  const [found, setFound] = useState<Location[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  /** a code from the URL the backend offers no place for (said while it is the field's value) */
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  /** the search a code from the URL was named by: the name's suggestions are the code's */
  const namedBy = useRef<string | null>(null);

  // the form may set the value itself (back and forward, a reset): the field then shows it; what
  // the field handed to onChange itself changes nothing it shows
  const valueKey = keyOf(value);
  const [seenKey, setSeenKey] = useState(valueKey);
  const [emittedKey, setEmittedKey] = useState<string | null>(null);
  if (valueKey !== seenKey) {
    setSeenKey(valueKey);
    setEmittedKey(null);
    if (valueKey !== emittedKey) {
      setQuery(value?.name ?? '');
      setShownWith(value?.name ?? '');
    }
  }
  const emit = (place: PlaceValue) => {
    setEmittedKey(keyOf(place));
    onChange(place);
  };

  // a place read from the URL arrives as a code, which is also the field's text: the places
  // found for that text name it, or the field says the backend offers none
  const codeToName =
    value !== null && value.name.toLowerCase() === value.code.toLowerCase() ? value.code : null;
  const onFound = useEffectEvent((text: string, places: Location[]) => {
    setFound(places);
    setStatus('idle');
    if (codeToName === null || text.toLowerCase() !== codeToName.toLowerCase()) return;
    const match = places.find((place) => place.code.toLowerCase() === codeToName.toLowerCase());
    if (!match) {
      setUnknownCode(codeToName);
      return;
    }
    namedBy.current = searchKeyOf(match.name, productType, role);
    setQuery(match.name);
    emit({ code: match.code, name: match.name });
  });

  useEffect(() => {
    if (searchKeyOf(query, productType, role) === namedBy.current) return undefined;
    const controller = new AbortController();
    // the suggestions for what the field was given are asked for at once; what the shopper types
    // waits for a pause
    const delay = query === shownWith ? 0 : LOCATION_DEBOUNCE_MS;
    const timer = window.setTimeout(() => {
      setStatus('loading');
      searchLocations(
        { text: query, productType, role, language: pageLanguage },
        { signal: controller.signal },
      ).then(
        (places) => onFound(query, places),
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
    }, delay);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, shownWith, productType, role, pageLanguage]);

  // a code already named by places kept for it (on a page rendered on the server, the server's
  // search) shows its name at once: the search below then only confirms it
  const namedAtOnce =
    codeToName !== null && query === value?.name
      ? keptPlaceNamed({ text: codeToName, productType, role, language: pageLanguage })?.name
      : undefined;
  const items = found.slice(0, 8);
  const combobox = useCombobox<Location>({
    items,
    inputValue: namedAtOnce ?? query,
    itemToString: (item) => (item ? item.name : ''),
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      // downshift answers a controlled `selectedItem` (always null here: the form's value is the
      // selection) by writing its text into the input, which after a mouse pick would empty it
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) return;
      setQuery(inputValue ?? '');
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      namedBy.current = null;
      if (value) emit(null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setQuery(selectedItem.name);
      emit({ code: selectedItem.code, name: selectedItem.name });
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
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        {...combobox.getInputProps({
          autoComplete: 'off',
          // the typed text goes into the field's state within the keystroke's own event: through
          // downshift alone it arrives a render later, and a fast typist's next key could land on
          // the text before it (a letter lost)
          onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
        })}
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

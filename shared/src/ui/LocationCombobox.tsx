/**
 * The departure/destination field of every search form: an accessible combobox (WAI-ARIA
 * pattern through downshift) fed by the backend's location search as the shopper types. The list
 * offers only the places found for the text the field shows: while the answer for what was just
 * typed has not come, it offers none and says, in a status, what it is searching for, so a click
 * or Enter in that moment cannot pick a place found for an earlier text.
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

/** The backend's answer to one search: the places found, or that it failed. */
type Answer = { key: string; language: string } & (
  { places: Location[]; failed?: never } | { failed: true; places?: never }
);

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
  /** the backend's last answer and the search it answers: the suggestions while it is the field's */
  const [answer, setAnswer] = useState<Answer | null>(null);
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
  const onFound = useEffectEvent((text: string, language: string, places: Location[]) => {
    setAnswer({ key: searchKeyOf(text, productType, role), language, places });
    if (codeToName === null || text.toLowerCase() !== codeToName.toLowerCase()) return;
    const match = places.find((place) => place.code.toLowerCase() === codeToName.toLowerCase());
    if (!match) {
      setUnknownCode(codeToName);
      return;
    }
    namedBy.current = searchKeyOf(match.name, productType, role);
    // the code's places are the name's suggestions: the name is not searched for again
    setAnswer({ key: namedBy.current, language, places });
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
      searchLocations(
        { text: query, productType, role, language: pageLanguage },
        { signal: controller.signal },
      ).then(
        (places) => onFound(query, pageLanguage, places),
        () => {
          if (!controller.signal.aborted)
            setAnswer({
              key: searchKeyOf(query, productType, role),
              language: pageLanguage,
              failed: true,
            });
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
  /** the field's text */
  const fieldText = namedAtOnce ?? query;
  // the answer for what the field shows, or none yet (typed a moment ago, or being asked for)
  const current =
    answer !== null &&
    answer.key === searchKeyOf(query, productType, role) &&
    answer.language === pageLanguage
      ? answer
      : null;
  const items = current?.places?.slice(0, 8) ?? [];
  const combobox = useCombobox<Location>({
    items,
    inputValue: fieldText,
    itemToString: (item) => (item ? item.name : ''),
    selectedItem: null,
    // Enter while the list has no place to offer yet (its answer on the way) picks nothing and
    // leaves the list open for the places to come
    stateReducer: (state, { type, changes, props }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEnter && props.items.length === 0
        ? { ...changes, isOpen: state.isOpen }
        : changes,
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
  const note = !combobox.isOpen
    ? null
    : current === null
      ? fieldText.trim() === ''
        ? t('searchFields.location.loading')
        : t('searchFields.location.searching', { text: fieldText.trim() })
      : current.failed
        ? t('searchFields.location.error')
        : items.length === 0
          ? t('searchFields.location.none')
          : null;
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
      <ul
        className="sf-listbox"
        hidden={!combobox.isOpen || items.length === 0}
        {...combobox.getMenuProps()}
      >
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
      {/* what the open list has instead of places, read out as it changes (a listbox holds
          options only) */}
      <p className="sf-combobox__status" role="status">
        {note}
      </p>
      {message ? (
        <p id={errorId} className="sf-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

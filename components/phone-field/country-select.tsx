'use client';
// The country picker: a select-only combobox (WAI-ARIA APG) from downshift's useSelect, with a
// 700 ms type-to-find (letters find names, digits find dial codes) and below/above placement.
import { useSelect } from 'downshift';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { CountryOption } from '@/lib/phone';
import { CountryButtonContent, CountryMarker } from './country-marker';
import { choosePlacement, type Placement } from './placement';
import { createTypeahead } from './typeahead';
import styles from './phone-field.module.css';

interface CountrySelectProps {
  id: string;
  items: CountryOption[];
  selected: CountryOption | undefined;
  onSelect: (country: CountryOption) => void;
  label: string;
  /** What the button says with no country chosen. */
  noCountry: string;
  disabled?: boolean;
  /** Whether the list was asked for (a click, Enter, Space or an arrow key) before the field's code had loaded. */
  openOnMount?: boolean;
}

type DownshiftKeyEvent = KeyboardEvent<HTMLElement> & { preventDownshiftDefault?: boolean };

export function CountrySelect({
  id,
  items,
  selected,
  onSelect,
  label,
  noCountry,
  disabled,
  openOnMount,
}: CountrySelectProps) {
  const toggleButtonId = `${id}-toggle`;
  const [placement, setPlacement] = useState<Placement>('below');
  const typeahead = useMemo(() => createTypeahead(), []);
  const select = useSelect<CountryOption>({
    id,
    toggleButtonId,
    items,
    selectedItem: selected ?? null,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.code,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    onIsOpenChange: ({ isOpen }) => {
      // A search belongs to one opening of the list: reopened, the first key starts afresh.
      if (!isOpen) typeahead.reset();
      const anchor = document.getElementById(toggleButtonId);
      if (isOpen && anchor) setPlacement(choosePlacement(anchor.getBoundingClientRect().bottom, window.innerHeight));
    },
    getA11yStatusMessage: ({ isOpen, selectedItem }) =>
      !isOpen && selectedItem ? `${selectedItem.name} +${selectedItem.dialCode} selected.` : '',
  });
  const {
    isOpen,
    highlightedIndex,
    getToggleButtonProps,
    getLabelProps,
    getMenuProps,
    getItemProps,
    openMenu,
    setHighlightedIndex,
  } = select;

  // Our own type-to-find replaces downshift's (fixed at 500 ms) so the search resets after 700 ms, not 500.
  const onKeyDown = (event: DownshiftKeyEvent) => {
    const { key } = event;
    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable || (key === ' ' && !typeahead.isActive())) return;
    event.preventDownshiftDefault = true;
    event.preventDefault();
    const current = isOpen ? highlightedIndex : items.findIndex((item) => item.code === selected?.code);
    const index = typeahead.find(key, items, current);
    if (!isOpen) openMenu();
    setHighlightedIndex(index);
  };

  useEffect(() => {
    if (openOnMount) openMenu();
    // Once, for the request made before the code loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // downshift leaves aria-activedescendant="" on the closed button: invalid HTML (an empty IDREF), so drop it.
  const { 'aria-activedescendant': activeDescendant, ...toggleProps } = getToggleButtonProps({ onKeyDown, disabled });
  return (
    <div className={styles.country}>
      <label {...getLabelProps()} className={styles.visuallyHidden}>
        {label}
      </label>
      <button
        type="button"
        {...toggleProps}
        {...(activeDescendant ? { 'aria-activedescendant': activeDescendant } : {})}
        className={styles.countryButton}
        data-placement={placement}
      >
        <CountryButtonContent selected={selected} noCountry={noCountry} />
      </button>
      <ul {...getMenuProps()} className={styles.menu} data-placement={placement} hidden={!isOpen}>
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.code}
                {...getItemProps({ item, index })}
                className={styles.option}
                data-highlighted={highlightedIndex === index || undefined}
                data-selected={selected?.code === item.code || undefined}
              >
                <CountryMarker code={item.code} />
                <span className={styles.optionName}>{item.name}</span>
                <span className={styles.dialCode}>+{item.dialCode}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

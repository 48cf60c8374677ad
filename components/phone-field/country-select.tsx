'use client';
// The country picker: a select-only combobox (WAI-ARIA APG) from downshift's useSelect, with a
// 700 ms type-to-find (letters find names, digits find dial codes) and below/above placement.
import { useSelect } from 'downshift';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { flagEmoji, type CountryOption } from '@/lib/phone';
import { choosePlacement, type Placement } from './placement';
import { createTypeahead } from './typeahead';
import styles from './phone-field.module.css';

export interface CountrySelectProps {
  id: string;
  items: CountryOption[];
  selected: CountryOption | undefined;
  onSelect: (country: CountryOption) => void;
  label: string;
  disabled?: boolean;
}

type DownshiftKeyEvent = KeyboardEvent<HTMLElement> & { preventDownshiftDefault?: boolean };

export function CountrySelect({ id, items, selected, onSelect, label, disabled }: CountrySelectProps) {
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
      const anchor = document.getElementById(toggleButtonId);
      if (isOpen && anchor) setPlacement(choosePlacement(anchor.getBoundingClientRect().bottom, window.innerHeight));
    },
    getA11yStatusMessage: ({ isOpen, selectedItem }) =>
      !isOpen && selectedItem ? `${selectedItem.name} +${selectedItem.dialCode} selected.` : '',
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps, openMenu, setHighlightedIndex } = select;

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

  const toggleProps = getToggleButtonProps({ onKeyDown, disabled });
  return (
    <div className={styles.country}>
      <label {...getLabelProps()} className={styles.visuallyHidden}>
        {label}
      </label>
      <button type="button" {...toggleProps} className={styles.countryButton} data-placement={placement}>
        <span className={styles.flag} aria-hidden="true">
          {selected ? flagEmoji(selected.code) : '🌐'}
        </span>
        <span className={styles.visuallyHidden}>{selected ? selected.name : 'No country'}</span>
        <span aria-hidden="true">{selected ? `+${selected.dialCode}` : '+'}</span>
        <span className={styles.chevron} aria-hidden="true" />
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
                <span className={styles.flag} aria-hidden="true">
                  {flagEmoji(item.code)}
                </span>
                <span className={styles.optionName}>{item.name}</span>
                <span className={styles.dialCode}>+{item.dialCode}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

// A set of radio choices as cards, with a legend, a hint per choice and one error for the group.
// Each input's id is `{name}-{value}`, so an error summary can link to the first choice.
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

interface Choice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function ChoiceList({
  legend,
  name,
  choices,
  defaultValue,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  defaultValue?: string;
  error?: string;
  onChange?: (value: string) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <label key={choice.value} className={styles.choice} htmlFor={id}>
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              onChange={onChange ? () => onChange(choice.value) : undefined}
              aria-describedby={choice.hint ? `${id}-hint` : undefined}
            />
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.hint ? (
              <span id={`${id}-hint`} className={styles.choiceHint}>
                {choice.hint}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

// Under a code step (sign-up, a new e-mail address): back to the address form when the code went to the wrong place
// or never came. A second submit of the same form, so it works without JavaScript; the action reads intent=change-email
// and answers with the address form, what was typed kept. Not validated: the code field may be empty.
import styles from './link-button.module.css';

export function WrongAddress({
  label,
  lead = 'Wrong address, or no message after a few minutes?',
}: {
  label: string;
  /** The question before the button, in the page's language. */
  lead?: string;
}) {
  return (
    <p>
      {lead}{' '}
      <button type="submit" name="intent" value="change-email" formNoValidate className={styles.linkButton}>
        {label}
      </button>
    </p>
  );
}

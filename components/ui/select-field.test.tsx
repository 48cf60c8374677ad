/** @jest-environment jsdom */
import { act, useActionState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'payments', label: 'Fees and payments' },
  { value: 'technical', label: 'A technical problem' },
];

// A form like the app's: a server action answers with what was sent (as after a refused submission),
// and React resets the form when the action finishes.
function Form() {
  const [state, action] = useActionState(
    async (_: { topic: string; runs: number }, data: FormData) => ({
      topic: String(data.get('topic')),
      runs: _.runs + 1,
    }),
    { topic: '', runs: 0 },
  );
  return (
    <form action={action}>
      <SelectField
        label="What is it about?"
        name="topic"
        options={OPTIONS}
        placeholder="Choose a topic"
        defaultValue={state.topic}
      />
      <p>Runs: {state.runs}</p>
      <button type="submit">Send</button>
    </form>
  );
}

test('the chosen option stays chosen after the action answers and React resets the form', async () => {
  render(<Form />);
  const select = screen.getByLabelText<HTMLSelectElement>('What is it about?');
  fireEvent.change(select, { target: { value: 'technical' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  await waitFor(() => expect(screen.getByText('Runs: 1')).toBeInTheDocument());
  expect(screen.getByLabelText<HTMLSelectElement>('What is it about?').value).toBe('technical');
});

test('a placeholder is offered first with an empty value', () => {
  render(<SelectField label="Topic" name="topic" options={OPTIONS} placeholder="Choose a topic" />);
  expect(screen.getByLabelText<HTMLSelectElement>('Topic').value).toBe('');
  expect(screen.getByRole('option', { name: 'Choose a topic' })).toHaveValue('');
});

/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Table } from '@/components/ui/table';
import { TwoLineCell } from './two-line-cell';

test('a queue cell shows its case on the first line and the detail, muted, on the second', () => {
  render(
    <Table
      caption="Pending identity verifications"
      columns={['Learner', 'Document']}
      rows={[
        {
          key: 'k1',
          cells: [
            <TwoLineCell key="learner" detail="ayesha@example.org">
              <strong>Ayesha Khan</strong>
            </TwoLineCell>,
            'Passport',
          ],
        },
      ]}
    />,
  );
  const cell = screen.getAllByRole('cell')[0]!;
  expect(within(cell).getByText('Ayesha Khan').tagName).toBe('STRONG');
  const detail = within(cell).getByText('ayesha@example.org');
  expect(detail).toHaveClass('muted');
  expect(cell).toHaveTextContent(/^Ayesha Khanayesha@example\.org$/);
  expect(cell.querySelector('br')).not.toBeNull();
});

// The checks before moving on: the same messages the platform gives, at the same fields.
import { checkStep } from './kyc-steps';

const details = {
  document_type: 'b_form',
  document_number: '3520212345671',
  guardian_document_number: '6110176543213',
  legal_name: 'Zara Hussain',
};

test('a learner under 16 on the next intake’s first day is told at the date of birth, with that date', () => {
  expect(checkStep('details', { ...details, date_of_birth: '2011-01-12' }, { intakeStartsOn: '2027-01-11' })).toEqual({
    date_of_birth:
      'Learners must be 16 or over when their first semester starts (11 January 2027). You turn 16 on 12 January 2027: you can verify your identity for an intake that starts on or after that day.',
  });
  expect(checkStep('details', { ...details, date_of_birth: '2011-01-11' }, { intakeStartsOn: '2027-01-11' })).toEqual(
    {},
  );
});

test('under 18 the document is the B-Form; from 18 it is not', () => {
  const seventeen = `${new Date().getFullYear() - 17}-01-01`;
  expect(
    checkStep('details', {
      ...details,
      document_type: 'passport',
      document_number: 'AB1234567',
      date_of_birth: seventeen,
    }).document_type,
  ).toBe("Learners under 18 use their B-Form, with their parent or guardian's CNIC.");
  expect(checkStep('details', { ...details, date_of_birth: '1990-01-01' }).document_type).toBe(
    'A B-Form is for learners under 18. Use your CNIC, NICOP or passport.',
  );
});

test('a missing photo is named; one refused on upload keeps its reason', () => {
  const values = { document_type: 'cnic', document_front: 'id' };
  expect(checkStep('document-photos', values)).toEqual({ document_back: 'Add a photo of the back of your document.' });
  const dark = 'The photo of the back of your document is too dark. Take it again in good light.';
  expect(checkStep('document-photos', values, { failures: { document_back: dark } })).toEqual({ document_back: dark });
  expect(checkStep('selfie', {})).toEqual({ selfie: 'Add your selfie.' });
});

test('the date of birth is read day first, whatever the browser’s language; no such date is told at the field', () => {
  // 12012011 is 12 January 2011 (month first it would be 1 December 2011): 16 one day after the intake starts.
  expect(checkStep('details', { ...details, date_of_birth: '12012011' }, { intakeStartsOn: '2027-01-11' })).toEqual({
    date_of_birth:
      'Learners must be 16 or over when their first semester starts (11 January 2027). You turn 16 on 12 January 2027: you can verify your identity for an intake that starts on or after that day.',
  });
  expect(checkStep('details', { ...details, date_of_birth: '11/01/2011' }, { intakeStartsOn: '2027-01-11' })).toEqual(
    {},
  );
  for (const typed of ['31/02/2007', '2007/02/12', 'someday'])
    expect(checkStep('details', { ...details, date_of_birth: typed }).date_of_birth).toBe(
      'Enter your date of birth as day/month/year, for example 21/03/2007.',
    );
  expect(checkStep('details', { ...details, date_of_birth: '' }).date_of_birth).toBe('Enter your date of birth.');
});

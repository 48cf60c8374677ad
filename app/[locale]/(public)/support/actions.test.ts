// The support form's own messages: sentences with a full stop, like every other form's (no platform call made).
import { initialActionState } from '@/lib/forms/action-state';
import { submitSupportRequest } from './actions';

jest.mock('@/lib/api/forms', () => ({ sendSupportRequest: jest.fn() }));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test('every field message ends with a full stop', async () => {
  const empty = await submitSupportRequest(initialActionState, form({}));
  const tooShort = await submitSupportRequest(
    initialActionState,
    form({ name: 'A', email: 'not-an-address', phone: '0300 12', phoneCountry: 'PK', message: 'Help?' }),
  );
  const messages = [...Object.values(empty.fieldErrors), ...Object.values(tooShort.fieldErrors)];
  expect(Object.keys(empty.fieldErrors).sort()).toEqual([
    'email',
    'idempotencyKey',
    'message',
    'name',
    'phone',
    'topic',
  ]);
  expect(messages.filter((message) => !message.endsWith('.'))).toEqual([]);
  expect(tooShort.fieldErrors.name).toBe('Your name must be at least 2 characters.');
});

test('from an Urdu page (its hidden locale), every field message comes back in Urdu', async () => {
  const arabic = /[\u0600-\u06FF]/;
  const empty = await submitSupportRequest(initialActionState, form({ locale: 'ur' }));
  const tooShort = await submitSupportRequest(
    initialActionState,
    form({ locale: 'ur', name: 'A', email: 'not-an-address', phone: '0300 12', phoneCountry: 'PK', message: 'Help?' }),
  );
  const long = await submitSupportRequest(
    initialActionState,
    form({ locale: 'ur', name: 'A'.repeat(101), email: `${'a'.repeat(250)}@example.pk`, message: 'x'.repeat(2001) }),
  );
  const messages = [empty, tooShort, long].flatMap((state) => Object.values(state.fieldErrors));
  expect(messages.length).toBeGreaterThanOrEqual(12);
  // Urdu throughout: Arabic script, no English sentence left in it.
  const english = /\b(?:the|and|your|is|are|to|must|enter|choose)\b/i;
  expect(messages.filter((message) => !arabic.test(message) || english.test(message))).toEqual([]);
  expect(tooShort.fieldErrors.name).toBe('آپ کا نام کم از کم 2 حروف کا ہونا چاہیے۔');
});

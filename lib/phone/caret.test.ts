import { caretAfterReformat, restrictCharacters } from './caret';
import { VALID_PHONE_CHARACTERS } from './constants';

test('a digit inserted mid-number keeps the caret right after it once reformatted', () => {
  // "0300 123456" + "7" typed after "0300 12" → "0300 1273456" (caret at 8) → reformatted "0300 1273456".
  expect(caretAfterReformat('03001273456', 7, '0300 1273456')).toBe(8);
  // Spaces the formatter adds before the caret move it along.
  expect(caretAfterReformat('+923001234567', 6, '+92 300 1234567')).toBe(7);
});

test('a national prefix added by formatting does not shift the caret off its digit', () => {
  // GB "7400 1|23456" formats to "07400 1|23456".
  expect(caretAfterReformat('7400 123456', 6, '07400 123456')).toBe(7);
});

test('a caret at the end stays at the end', () => {
  expect(caretAfterReformat('03001234567', 11, '0300 1234567')).toBe(12);
});

test('restricting characters drops letters and moves the caret back by those before it', () => {
  expect(restrictCharacters('03a00 12b3', 6, VALID_PHONE_CHARACTERS)).toEqual({ value: '0300 123', caret: 5 });
});

// Digits as a phone keyboard in Pakistan may type them: Urdu (Extended Arabic-Indic, U+06F0–U+06F9) and Arabic-Indic
// (U+0660–U+0669) digits are the same numbers as 0–9; libphonenumber-js reads only ASCII ones, so they are mapped
// one for one (the caret keeps its place).
const EASTERN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

export const toAsciiDigits = (text: string) =>
  text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

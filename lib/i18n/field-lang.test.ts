// A platform text is marked English only on an Urdu page and only where the platform fell back to English for it.
import { fieldLang, fieldText, latinNameLang } from './field-lang';

const item = { untranslated: ['bio'] as Array<'bio' | 'headline'> };

test('marked only where it fell back, and only on an Urdu page', () => {
  expect(fieldLang('ur', item, 'bio')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(fieldLang('ur', item, 'headline')).toEqual({});
  expect(fieldLang('en', item, 'bio')).toEqual({});
  expect(fieldText('ur', item, 'bio', 'Ten years')).toBe('\u2066Ten years\u2069');
  expect(fieldText('ur', item, 'headline', 'دس سال')).toBe('دس سال');
  expect(fieldText('en', item, 'bio', 'Ten years')).toBe('Ten years');
});

test('a name in Latin letters is marked English in Urdu; one in Urdu letters is not', () => {
  expect(latinNameLang('ur', 'TypeScript')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(latinNameLang('ur', 'ڈیٹا کا تجزیہ')).toEqual({});
  expect(latinNameLang('en', 'TypeScript')).toEqual({});
});

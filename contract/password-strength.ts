// The password rule's second half, shared so the browser shows the judgement the platform enforces:
// zxcvbn-ts with its common-password and English dictionaries (offline, bundled) must rate a new password
// at least 3 of 4, with the learner's own e-mail and name counted as known words. Not in the contract's
// barrel: the dictionaries are megabytes, loaded only by the platform and, on demand, by the password field.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's "safely unguessable" (about 10^8 guesses or more). */
const PASSWORD_MIN_SCORE = 3;
const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';

export interface PasswordJudgement {
  strong: boolean;
  /** 0 (guessed at once) to 4 (very hard). */
  score: number;
  /** What is wrong and how to do better; empty for a strong password. */
  advice: string;
}

export interface PasswordOwner {
  email?: string;
  fullName?: string;
}

let factory: ZxcvbnFactory | undefined;

// Levenshtein matching is off: it makes one check take about a second, too slow for a request.
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, site: ['learner', 'portal', 'learnerportal'] },
    graphs: adjacencyGraphs,
    translations,
  }));

/** The learner's own words: the whole e-mail, its parts, and each part of the name. */
function ownerWords({ email = '', fullName = '' }: PasswordOwner): string[] {
  const address = email.trim().toLowerCase();
  const parts = [...address.split(/[^a-z0-9]+/), ...fullName.toLowerCase().split(/\s+/)];
  return [address, address.split('@')[0] ?? '', ...parts].filter((word) => word.length >= 3);
}

export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordJudgement {
  const result = zxcvbn().check(password, ownerWords(owner));
  const strong = result.score >= PASSWORD_MIN_SCORE;
  if (strong) return { strong, score: result.score, advice: '' };
  const { warning, suggestions } = result.feedback;
  const hints = [warning, ...suggestions].filter((hint): hint is string => Boolean(hint));
  const advice = [
    WEAK_PASSWORD_MESSAGE,
    ...(hints.length > 0 ? hints : ['Add another word or two that are less common.']),
  ].join(' ');
  return { strong, score: result.score, advice };
}

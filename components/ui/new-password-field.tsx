'use client';
// A new password with the platform's judgement as the learner types: the length first (counted at every keystroke),
// then, from the tenth character, zxcvbn-ts (its dictionaries load on the first such keystroke, never with the page),
// with the owner's e-mail and name read from the same form. One line says it all: the rule before typing, the live
// judgement while typing, the server's refusal after a submit until the learner types again. The platform stays the
// authority; this only says early what it will say.
import { useRef, useState, type ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@/contract/password-rule';
import type { PasswordJudgement } from '@/contract/password-strength';
import { TextField } from '@/components/ui/text-field';
import type { FieldError } from '@/components/ui/field-shell';
import type { PasswordFieldText } from '@/lib/forms/password-field-text';

const JUDGE_DELAY_MS = 250;

type Judge = (password: string, owner: { email?: string; fullName?: string }) => PasswordJudgement;
let judgeLoad: Promise<Judge> | undefined;
const loadJudge = () => (judgeLoad ??= import('@/contract/password-strength').then((module) => module.judgePassword));

const fieldValue = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element.value : undefined;
};

const ENGLISH: PasswordFieldText = {
  rule: PASSWORD_RULE,
  lengthVerdict: `At least ${PASSWORD_MIN_LENGTH} characters: {count} so far.`,
  strong: 'Strong enough.',
  advice: {},
};

const translated = (advice: string, table: Record<string, string>) =>
  advice
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => table[sentence] ?? sentence)
    .join(' ');

export function NewPasswordField({
  id,
  label,
  name,
  error,
  email,
  text = ENGLISH,
}: {
  id: string;
  label: string;
  name: string;
  error?: FieldError;
  email?: string;
  text?: PasswordFieldText;
}) {
  // null until the learner types (then the rule, or the server's error, is what the field says).
  const [verdict, setVerdict] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef('');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, form } = event.currentTarget;
    typed.current = value;
    clearTimeout(timer.current);
    if (value.length < PASSWORD_MIN_LENGTH) {
      setVerdict(value.length === 0 ? null : text.lengthVerdict.replace('{count}', String(value.length)));
      return;
    }
    timer.current = setTimeout(() => {
      void loadJudge().then((judge) => {
        if (typed.current !== value) return; // typed on meanwhile: that keystroke has its own judgement coming
        const judgement = judge(value, {
          email: email ?? fieldValue(form, 'email'),
          fullName: fieldValue(form, 'full_name'),
        });
        setVerdict(judgement.strong ? text.strong : translated(judgement.advice, text.advice));
      });
    }, JUDGE_DELAY_MS);
  };

  // The live region is always there (an announcement needs it in place before it changes); the rule shows only
  // while nothing else is said, so it never sits beside the error that repeats it.
  const shownError = verdict === null ? error : undefined;
  const hint = <span aria-live="polite">{verdict ?? (shownError ? '' : text.rule)}</span>;
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      hint={hint}
      error={shownError}
      onChange={onChange}
    />
  );
}

'use client';
// A new password with the platform's judgement as the learner types: the zxcvbn-ts dictionaries load on the
// first keystroke (never with the page), and the owner's e-mail and name are read from the same form.
// The platform stays the authority; this only says early what it will say.
import { useRef, useState, type ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@/contract';
import type { PasswordJudgement } from '@/contract/password-strength';
import { TextField } from '@/components/ui/text-field';
import type { FieldError } from '@/components/ui/field-shell';

const JUDGE_DELAY_MS = 250;

type Judge = (password: string, owner: { email?: string; fullName?: string }) => PasswordJudgement;
let judgeLoad: Promise<Judge> | undefined;
const loadJudge = () => (judgeLoad ??= import('@/contract/password-strength').then((module) => module.judgePassword));

const fieldValue = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element.value : undefined;
};

export function NewPasswordField({ id, label, name, error, email }: { id: string; label: string; name: string; error?: FieldError; email?: string }) {
  const [verdict, setVerdict] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, form } = event.currentTarget;
    clearTimeout(timer.current);
    if (value.length < PASSWORD_MIN_LENGTH) {
      setVerdict('');
      return;
    }
    timer.current = setTimeout(() => {
      void loadJudge().then((judge) => {
        const judgement = judge(value, { email: email ?? fieldValue(form, 'email'), fullName: fieldValue(form, 'full_name') });
        setVerdict(judgement.strong ? 'Strong enough.' : judgement.advice);
      });
    }, JUDGE_DELAY_MS);
  };

  const hint = (
    <>
      {PASSWORD_RULE}{' '}
      <span aria-live="polite">
        {verdict}
      </span>
    </>
  );
  return <TextField id={id} label={label} name={name} type="password" autoComplete="new-password" required hint={hint} error={error} onChange={onChange} />;
}

import type { CommOption } from './content';
import type { EcpChoices } from '../../api/privacy-calls';
import type { PrivacyPreferenceUpdate, Profile } from '../../generated/types/api/owner';

/** 1 yes, 0 no, null not answered yet. */
export type Answer = 1 | 0 | null;
export type Answers = Record<string, Answer>;

/** What the page asks: the switchable options and the mandatory ones (always 1). */
export interface Question {
  variable: string;
  mandatory: boolean;
}

export const questionsOf = (options: readonly CommOption[]): Question[] =>
  options.map((o) => ({ variable: o.apiVariable, mandatory: o.mandatory }));

/**
 * The answers from the profile's preferences: a mandatory option is always yes whatever the profile says; an
 * option the profile does not carry is not answered yet.
 */
export function answersFromProfile(
  questions: readonly Question[],
  preferences: Profile['privacyPreferences'] | undefined,
): Answers {
  const codes = new Map((preferences ?? []).map((p) => [p.preferenceName, p.preferenceCode]));
  return Object.fromEntries(
    questions.map((q) => {
      if (q.mandatory) return [q.variable, 1];
      const code = codes.get(q.variable);
      return [q.variable, code === 1 || code === 0 ? code : null];
    }),
  );
}

/** Save needs an answer to every question. */
export const canSave = (answers: Answers): boolean => Object.values(answers).every((a) => a !== null);

/** The body of the privacy preferences call: every question's answer, mandatory ones as 1 whatever the answers say. */
export function preferenceBody(questions: readonly Question[], answers: Answers): PrivacyPreferenceUpdate[] {
  return questions.flatMap((q): PrivacyPreferenceUpdate[] => {
    const code = q.mandatory ? 1 : answers[q.variable];
    return code === 1 || code === 0 ? [{ preferenceType: q.variable, preferenceCode: code }] : [];
  });
}

/**
 * The email preference page's body for the ECP call: each email with its answer (an always-sent one opted in), and the
 * format question (1 HTML, 0 plain text) as the format.
 */
export function ecpChoices(questions: readonly Question[], answers: Answers, format: string | null): EcpChoices {
  const items = preferenceBody(questions, answers);
  const chosen = items.find((i) => i.preferenceType === format);
  return {
    subscriptions: items
      .filter((i) => i !== chosen)
      .map((i) => ({ code: i.preferenceType, optIn: i.preferenceCode === 1 })),
    ...(chosen ? { format: { code: chosen.preferenceType, html: chosen.preferenceCode === 1 } } : {}),
  };
}

/** A change of a mandatory option is ignored: it is not switchable. */
export function answerChanged(
  questions: readonly Question[],
  answers: Answers,
  variable: string,
  value: 1 | 0,
): Answers {
  const q = questions.find((x) => x.variable === variable);
  if (!q || q.mandatory) return answers;
  return { ...answers, [variable]: value };
}

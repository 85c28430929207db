import type { ReactNode } from 'react';
import { Alert, Alternative, Layout, renderPage } from './layout';
import { pageTexts, type PageTexts } from './page-texts';
import { site } from '../../../generated/site';
import type { TextKey } from '../../../generated/text-keys';

/** A text key named by data (site.json terms): validate checks each document has its title. */
const dataKey = (key: string) => key as TextKey;

export interface RegisterPageInput {
  /** The authorize parameters: their locale and client pick the texts and the brand. */
  params: Record<string, string>;
  /** Where the form posts: the interaction's step address (its cookie carries the request). */
  action: string;
  /** The sign-in page to go back to. */
  signInUrl: string;
  /** Too many registrations asked for: try again in this many minutes. */
  pausedMinutes?: number;
  values?: Partial<Record<RegisterField, string>>;
  /** Text keys of the problems, by field name. */
  problems?: Partial<Record<string, TextKey>>;
}

type RegisterField = 'firstName' | 'lastName' | 'email' | 'mobilePhoneNumber';

interface FieldProps {
  t: PageTexts;
  name: RegisterField | 'password';
  label: ReactNode;
  type: string;
  autoComplete: string;
  required: boolean;
  hint?: ReactNode;
  value: string | undefined;
  problem: TextKey | undefined;
}

function Field({ t, name, label, type, autoComplete, required, hint, value, problem }: FieldProps) {
  const described = [hint ? `${name}-hint` : '', problem ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={type === 'password' ? undefined : (value ?? '')}
        aria-describedby={described || undefined}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p className="error" id={`${name}-error`}>
          {t.message(problem)}
        </p>
      )}
    </div>
  );
}

/** "Create an account": the new owner's name, email, password and (optional) mobile number. */
export function registerPage({
  params,
  action,
  signInUrl,
  pausedMinutes,
  values = {},
  problems = {},
}: RegisterPageInput): string {
  const t = pageTexts(params.locale, params.client_id);
  const field = (name: RegisterField | 'password') => ({
    t,
    name,
    value: name === 'password' ? undefined : values[name],
    problem: problems[name],
  });
  const summary =
    pausedMinutes !== undefined
      ? t.node('idp.register.paused', { minutes: String(pausedMinutes) })
      : Object.keys(problems).length > 0
        ? t.node('idp.register.problems')
        : null;
  return renderPage(
    <Layout t={t} heading={t.text('idp.register.title')}>
      <Alert>{summary}</Alert>
      <form method="post" action={action} noValidate>
        <Field
          {...field('firstName')}
          label={t.node('idp.register.firstName')}
          type="text"
          autoComplete="given-name"
          required
        />
        <Field
          {...field('lastName')}
          label={t.node('idp.register.lastName')}
          type="text"
          autoComplete="family-name"
          required
        />
        <Field {...field('email')} label={t.node('idp.email')} type="email" autoComplete="email" required />
        <Field
          {...field('password')}
          label={t.node('idp.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t.node('idp.register.passwordRule')}
        />
        <Field
          {...field('mobilePhoneNumber')}
          label={t.node('idp.register.mobile')}
          type="tel"
          autoComplete="tel"
          required={false}
        />
        {/* Creating the account accepts the current version of each document (recorded with the owner). */}
        <p className="register-terms">{t.node('idp.register.terms')}</p>
        <ul className="register-terms-list">
          {site.terms.documents.map((d) => (
            <li key={d.id}>
              <a href={d.href}>{t.message(dataKey(`terms.doc.${d.id}.title`))}</a>
            </li>
          ))}
        </ul>
        <button type="submit">{t.node('idp.register.submit')}</button>
      </form>
      <Alternative href={signInUrl}>{t.node('idp.register.haveAccount')}</Alternative>
    </Layout>,
  );
}

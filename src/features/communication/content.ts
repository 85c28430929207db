/** An option of the communication-preferences fragment: a yes/no answer saved as the preference `apiVariable`. */
export interface CommOption {
  optionName: string;
  optionDescription: string;
  apiVariable: string;
  /** Shown, always yes, never switchable; optionDescription says why. */
  mandatory: boolean;
}

export interface CommTexts {
  heading: string;
  description: string;
  editButton: string;
  saveButton: string;
  cancelButton: string;
  yes: string;
  no: string;
  alwaysOn: string;
}

/** The communication preference page: channels and topics. */
export interface CommunicationContent extends CommTexts {
  channelsHeading: string;
  channels: CommOption[];
  topicsHeading: string;
  topics: CommOption[];
}

/** The email preference page (the fragment's `email` section, with the shared button texts). */
export interface EmailContent extends CommTexts {
  emailsHeading: string;
  emails: CommOption[];
  formatHeading: string;
  /** The preference saying the format: 1 HTML, 0 plain text. */
  formatVariable: string;
  html: string;
  plainText: string;
}

export const CONTENT_CATEGORY = 'communication-preferences';
export const CONTENT_NAME = 'communication-preferences';

const TEXTS = ['heading', 'description', 'editButton', 'saveButton', 'cancelButton', 'yes', 'no', 'alwaysOn'] as const;
const VARIABLE = /^[A-Za-z][A-Za-z0-9_]*$/;

const str = (data: Record<string, unknown>, key: string): string | null =>
  typeof data[key] === 'string' ? data[key] : null;

/** Content is input: a malformed option is left out; the mandatory flag is only ever `true` when it says so. */
function options(value: unknown): CommOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((o: unknown) => {
    if (typeof o !== 'object' || o === null) return [];
    const v = o as Record<string, unknown>;
    if (typeof v.optionName !== 'string' || typeof v.apiVariable !== 'string' || !VARIABLE.test(v.apiVariable))
      return [];
    return [
      {
        optionName: v.optionName,
        apiVariable: v.apiVariable,
        optionDescription: typeof v.optionDescription === 'string' ? v.optionDescription : '',
        mandatory: v.mandatory === true,
      },
    ];
  });
}

function texts(data: Record<string, unknown>, over: Record<string, unknown> = {}): CommTexts | null {
  const entries = TEXTS.map((k) => [k, str(over, k) ?? str(data, k)] as const);
  if (entries.some(([, v]) => v === null)) return null;
  return Object.fromEntries(entries) as unknown as CommTexts;
}

/** The communication page's content, or null when the fragment lacks its texts. */
export function readCommunicationContent(data: Record<string, unknown>): CommunicationContent | null {
  const base = texts(data);
  const channelsHeading = str(data, 'channelsHeading');
  const topicsHeading = str(data, 'topicsHeading');
  if (!base || channelsHeading === null || topicsHeading === null) return null;
  return { ...base, channelsHeading, topicsHeading, channels: options(data.channels), topics: options(data.topics) };
}

/** The email page's content: the `email` section's texts over the shared ones, or null when incomplete. */
export function readEmailContent(data: Record<string, unknown>): EmailContent | null {
  const section =
    typeof data.email === 'object' && data.email !== null ? (data.email as Record<string, unknown>) : null;
  if (!section) return null;
  const base = texts(data, section);
  const rest = ['emailsHeading', 'formatHeading', 'formatVariable', 'html', 'plainText'].map((k) => str(section, k));
  if (!base || rest.some((v) => v === null)) return null;
  const [emailsHeading, formatHeading, formatVariable, html, plainText] = rest as string[];
  if (!VARIABLE.test(formatVariable!)) return null;
  return {
    ...base,
    emailsHeading: emailsHeading!,
    formatHeading: formatHeading!,
    formatVariable: formatVariable!,
    html: html!,
    plainText: plainText!,
    emails: options(section.emails),
  };
}

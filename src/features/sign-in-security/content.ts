/** The sign-in and security page's content fragment: the descriptions, the MFA header and the error page. */
export const CONTENT_CATEGORY = 'signin-credentials';
export const CONTENT_NAME = 'signin-credentials';

export interface SecurityContent {
  passkeysDescription: string | null;
  /** Spec 001 §2.3, §5: without this text the multi-factor section's fields are not shown. */
  mfaHeader: string | null;
  mfaDescription: string | null;
  errorPage: { header: string; description: string } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads the fragment; a missing fragment or text is null (the page shows without it). */
export function readSecurityContent(data: Record<string, unknown> | null): SecurityContent {
  const errorPage =
    typeof data?.errorPage === 'object' && data.errorPage !== null ? (data.errorPage as Record<string, unknown>) : {};
  const header = text(errorPage.header);
  const description = text(errorPage.description);
  return {
    passkeysDescription: text(data?.passkeysDescription),
    mfaHeader: text(data?.mfaHeader),
    mfaDescription: text(data?.mfaDescription),
    errorPage: header && description ? { header, description } : null,
  };
}

/** The password is never known to the page: always the same run. */
export const MASKED_PASSWORD = '*'.repeat(10);

/**
 * The shape of an email address as the forms check it before sending (something@domain.tld, no spaces); the
 * service checks the same shape (the email patterns of schemas/api/owner.schema.json) and whether it is the right one.
 */
export const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

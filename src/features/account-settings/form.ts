import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { form as definition } from '../../generated/forms/account-settings';
import precompiled from '../../generated/forms/account-settings.validator.js';
import type { FormSection } from '../../generated/types/form';

export const form = definition;
const schema = definition.schema as RJSFSchema;
// The validator the generator precompiled for this exact schema: no schema compiler in the browser (strict CSP).
export const validator = createPrecompiledValidator(precompiled, schema);

/** A section of the definition (personal, address): each has its texts settings.<id>.title and settings.<id>.saved. */
export type SectionId = (typeof definition.sections)[number]['id'];
export type Section = FormSection & { id: SectionId };

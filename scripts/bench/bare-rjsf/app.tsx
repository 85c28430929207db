/*
 * The anchor the form pages are measured against: a bare app on the same stack (React, the router, @rjsf/core with
 * the AJV validator compiling at run time) showing one ten-field form, nothing else.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const text = { type: 'string', minLength: 1, maxLength: 40 } as const;
const schema: RJSFSchema = {
  title: 'Personal details',
  type: 'object',
  required: ['firstName', 'lastName', 'email'],
  properties: {
    firstName: { ...text, title: 'First name' },
    lastName: { ...text, title: 'Last name' },
    email: { type: 'string', format: 'email', title: 'Email' },
    phone: { type: 'string', pattern: '^[0-9 +]{6,20}$', title: 'Mobile' },
    address1: { ...text, title: 'Address' },
    address2: { type: 'string', maxLength: 40, title: 'Address line 2' },
    city: { ...text, title: 'Town or city' },
    zip: { type: 'string', pattern: '^[0-9]{5}$', title: 'Postal code' },
    country: { type: 'string', enum: ['DE', 'FR', 'GB', 'US'], title: 'Country' },
    newsletter: { type: 'boolean', title: 'Newsletter' },
  },
};

function FormPage() {
  return <Form schema={schema} validator={validator} liveValidate />;
}

const router = createBrowserRouter([{ path: '*', element: <FormPage /> }]);
const mount = document.getElementById('app');
if (mount) createRoot(mount).render(<RouterProvider router={router} />);

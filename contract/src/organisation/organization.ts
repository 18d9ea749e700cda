import { z } from 'zod';
import { emailField } from '../common/email.js';
import { countryOptions, staffCountOptions } from './options.js';

// The organisation (docs/product.md#organisation-staff-and-departments).
export const Organization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    nature_of_business: z.string().nullable(),
    staff_count: z.enum(staffCountOptions).nullable(),
    country: z.enum(countryOptions).nullable(),
    setup_complete: z.boolean(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof Organization>;

// The setup dialog sends staff count, country and nature of business; the
// settings screen also name and email. Fields left out keep their values.
export const UpdateOrganizationBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    email: emailField.optional(),
    staff_count: z.enum(staffCountOptions).optional(),
    country: z.enum(countryOptions).optional(),
    nature_of_business: z.string().trim().min(1).max(500).optional(),
  })
  .meta({ id: 'UpdateOrganizationBody' });
export type UpdateOrganizationBody = z.infer<typeof UpdateOrganizationBody>;

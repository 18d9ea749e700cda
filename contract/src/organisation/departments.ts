import { z } from 'zod';
import { messages } from '../common/messages.js';
import { pageOf } from '../common/paging.js';
import { requiredText } from '../common/text.js';

// A department (docs/product.md#organisation-staff-and-departments); the label's 20-word hint is a hint, not enforced.
export const DepartmentBody = z
  .object({
    name: requiredText(messages.departmentNameRequired, 100),
    description: requiredText(messages.departmentDescriptionRequired, 2000),
  })
  .meta({ id: 'DepartmentBody' });
export type DepartmentBody = z.infer<typeof DepartmentBody>;

export const Department = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    created_at: z.string(),
    staff_count: z.number().int(),
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof Department>;

export const DepartmentPage = pageOf(Department).meta({ id: 'DepartmentPage' });
export type DepartmentPage = z.infer<typeof DepartmentPage>;

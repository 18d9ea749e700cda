// Option lists of spec part 1 §9.
export const permissionTypes = ['manager', 'executive', 'support'] as const;
export type PermissionType = (typeof permissionTypes)[number];

// How roles read on screen (spec part 1 §1).
export const permissionTypeLabels: Record<PermissionType, string> = {
  manager: 'SE Manager',
  executive: 'SE Executive',
  support: 'SE Support',
};

export const staffCountOptions = ['0 - 10', '11 - 50', '51 - 100', '100 - 500', '500 and Above'] as const;
export type StaffCount = (typeof staffCountOptions)[number];

export const countryOptions = ['Nigeria', 'Ghana'] as const;
export type Country = (typeof countryOptions)[number];

// ARCHITECTURE §4: an organisation has at most this many managers.
export const maxManagersPerOrganization = 2;

// Option lists (docs/product.md#organisation-staff-and-departments).
export const permissionTypes = ['manager', 'executive', 'support'] as const;
export type PermissionType = (typeof permissionTypes)[number];

// How roles read on screen.
export const permissionTypeLabels: Record<PermissionType, string> = {
  manager: 'SE Manager',
  executive: 'SE Executive',
  support: 'SE Support',
};

export const staffCountOptions = ['0 - 10', '11 - 50', '51 - 100', '100 - 500', '500 and Above'] as const;
export type StaffCount = (typeof staffCountOptions)[number];

export const countryOptions = ['Nigeria', 'Ghana'] as const;
export type Country = (typeof countryOptions)[number];

// An organisation has at most this many managers (docs/product.md#roles).
export const maxManagersPerOrganization = 2;

// docs/product.md#appearance: how a member's screens look. 'system' follows the
// device's dark setting; each member chooses for themself.
export const colorSchemes = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export const colorSchemeLabels: Record<ColorScheme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

import { Badge, Text } from '@mantine/core';
import type { StaffUser } from '@srm/contract';

type Member = Pick<StaffUser, 'department_name' | 'org_origin'>;

// A member's department. Staff without one are flagged 'Missing Field'
// (docs/product.md#organisation-staff-and-departments); the account's creator needs none, so theirs is a neutral dash.
export function DepartmentOf({ member }: { member: Member }) {
  if (member.department_name) return member.department_name;
  if (member.org_origin) {
    return (
      <Text span size="sm" c="dimmed" aria-label="No department needed: account creator">
        —
      </Text>
    );
  }
  return (
    <Text span size="sm" c="red">
      Missing Field
    </Text>
  );
}

// The same, as the member's detail panel shows it, beside their role.
export function DepartmentBadge({ member }: { member: Member }) {
  if (member.department_name)
    return (
      <Badge variant="outline" color="gray">
        {member.department_name}
      </Badge>
    );
  if (member.org_origin)
    return (
      <Badge variant="outline" color="gray">
        Account creator
      </Badge>
    );
  return (
    <Badge variant="outline" color="red">
      Missing Field
    </Badge>
  );
}

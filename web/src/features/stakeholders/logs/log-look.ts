import type { Log, LogBody } from '@srm/contract';

// A log is an email or a call (docs/product.md#stakeholders).
export const channelChoices = [
  { value: 'email', label: 'Email' },
  { value: 'call', label: 'Call' },
] satisfies { value: Log['type']; label: string }[];

export const channelLabel = (type: Log['type']) => (type === 'call' ? 'Call' : 'Email');

// A log outlives the member who wrote it (the server keeps it with no staff).
export const staffNameOf = ({ staff }: Pick<Log, 'staff'>) =>
  staff ? `${staff.first_name} ${staff.last_name}` : 'A former member';

// The form's values as a log's: the optional fields blank when it has none.
export const logFormValues = (log?: Log): Required<LogBody> => ({
  subject: log?.subject ?? '',
  type: log?.type ?? '',
  message: log?.message ?? '',
  summary: log?.summary ?? '',
  project_name: log?.project_name ?? '',
});

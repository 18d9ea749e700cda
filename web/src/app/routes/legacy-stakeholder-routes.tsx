import { paths, pathTo, type StakeholderType, stakeholderTypes } from '@srm/contract';
import { Navigate, type RouteObject, useLocation } from 'react-router';

// The older wizard and review addresses lead into
// the one real flow, so bookmarks and old links keep working.
const addFlows: [string[], StakeholderType][] = [
  [['/client', '/client-step1', '/client-step2', '/client-step3'], 'new_client'],
  [['/customer-step1', '/customer-step2', '/customer-step3'], 'new_customer'],
  [['/digital-step1', '/digital-step2', '/digital-step3'], 'new_digital_customer_and_users'],
  [['/others-step1', '/others-step2', '/others-step3'], 'others'],
];

const filteredLists: [string, StakeholderType | null][] = [
  ['/getStakeholder', null],
  ['/get-stakeholder_view', null],
  ['/stakeholder', null],
  ['/getStakeholder-customer', 'new_customer'],
  ['/getStakeholder-client', 'new_client'],
  ['/getStakeholder-digital-customer', 'new_digital_customer_and_users'],
];

type NavigationState = { type?: unknown; id?: unknown; customer_id?: unknown; stakeholder?: { id?: unknown } } | null;

const isType = (value: unknown): value is StakeholderType =>
  typeof value === 'string' && (stakeholderTypes as readonly string[]).includes(value);

// /SamplePage took the chosen type in the navigation state.
function ChosenTypeAdd() {
  const state = useLocation().state as NavigationState | string;
  const type = typeof state === 'string' ? state : state?.type;
  return <Navigate to={isType(type) ? pathTo.addStakeholder(type) : paths.stakeholders} replace />;
}

// /SampleEdit took the stakeholder in the navigation state.
function StateStakeholderEdit() {
  const state = useLocation().state as NavigationState;
  const id = state?.id ?? state?.customer_id ?? state?.stakeholder?.id;
  return <Navigate to={typeof id === 'string' ? pathTo.editStakeholder(id) : paths.stakeholders} replace />;
}

export const legacyStakeholderRoutes: RouteObject[] = [
  ...addFlows.flatMap(([addresses, type]) =>
    addresses.map((path) => ({ path, element: <Navigate to={pathTo.addStakeholder(type)} replace /> })),
  ),
  ...filteredLists.map(([path, type]) => ({
    path,
    element: <Navigate to={type ? `${paths.stakeholders}?type=${type}` : paths.stakeholders} replace />,
  })),
  { path: '/SamplePage', element: <ChosenTypeAdd /> },
  { path: '/SampleEdit', element: <StateStakeholderEdit /> },
];

import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import notificationClasses from './notifications.module.css';

// Toasts at the bottom right, above any floating page action, closing after 3
// seconds: clear of the header's account menu and of the page's own buttons.
export function Toasts() {
  return <Notifications position="bottom-right" autoClose={3000} classNames={{ root: notificationClasses.toasts }} />;
}

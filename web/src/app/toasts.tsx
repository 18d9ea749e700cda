import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import notificationClasses from './notifications.module.css';

// Toasts top-right under the header, closing after 3 seconds.
export function Toasts() {
  return <Notifications position="top-right" autoClose={3000} classNames={{ root: notificationClasses.toasts }} />;
}

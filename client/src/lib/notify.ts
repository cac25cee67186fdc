import { toast } from 'react-toastify';

/** Toasts for the spec's messages; the layouts render the containers (5 s, Alt+T focuses them). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
};

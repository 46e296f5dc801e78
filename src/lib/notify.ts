import toast from 'react-hot-toast';

/** Toasts keyed by their text, so the same message never stacks twice. */
export const notify = {
  success: (text: string) => toast.success(text, { id: text }),
  error: (text: string) => toast.error(text, { id: text, duration: 6000 }),
};

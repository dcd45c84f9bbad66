import { create } from 'zustand';

/** SPEC section 9: at most 12 toasts kept; removal delay after dismissal 1,000,000 ms. */
export const TOAST_LIMIT = 12;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'successful' | 'loading';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add(toast: Omit<ToastItem, 'id' | 'open'>): string;
  dismiss(id?: string): void;
  remove(id: string): void;
}

let counter = 0;
const removals = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  add(toast) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    set((state) => ({ toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    for (const toast of get().toasts) {
      if ((id === undefined || toast.id === id) && !removals.has(toast.id)) {
        removals.set(
          toast.id,
          setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY),
        );
      }
    }
    set((state) => ({
      toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove(id) {
    clearTimeout(removals.get(id));
    removals.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

export function toast(input: Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant }): string {
  return useToastStore.getState().add({ variant: 'default', ...input });
}

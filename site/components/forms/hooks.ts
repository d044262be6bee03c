// React hooks shared by the three form islands.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { toastMs } from '@content/forms.ts';
import { readRedirectResult, redirectOutcome, withoutResultParams, type FormName, type Guard, type Outcome } from './submit.ts';

/**
 * Hydration state and the start time. Until hydration the form keeps the browser's own checks (the
 * no-JavaScript path); afterwards it is `noValidate` and the island's messages show.
 */
export function useFormStart() {
  const [hydrated, setHydrated] = useState(false);
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
    setHydrated(true);
  }, []);
  const guard = useCallback((form: HTMLFormElement): Guard => {
    const trap = form.elements.namedItem('website');
    return { website: trap instanceof HTMLInputElement ? trap.value : '', startedAt: startedAt.current };
  }, []);
  return { hydrated, guard };
}

/** A message shown for toastMs, then cleared; a new message restarts the time. */
export function useToast() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), toastMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}

/**
 * Once after hydration: a result the API's no-JavaScript redirect put in the address
 * (?form=<form>&status=…&message=…) is handed to `apply`, and the parameters are removed from the
 * address so a reload does not show it again.
 */
export function useRedirectResult(form: FormName, apply: (outcome: Outcome) => void) {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const result = readRedirectResult(window.location.search, form);
    if (!result) return;
    applyRef.current(redirectOutcome(result));
    try {
      window.history.replaceState(window.history.state, '', withoutResultParams(window.location.href));
    } catch {
      // An address that cannot be rewritten keeps its parameters; nothing else depends on it.
    }
  }, [form]);
}

/**
 * A submission in flight: `pending` for rendering, and a guard against a second submit before
 * React has re-rendered the disabled button. Disabling the focused button can drop focus to
 * <body>; when the submission ends, focus goes back to the button in that case.
 */
export function usePending(button: RefObject<HTMLButtonElement | null>) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const ended = useRef(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      ended.current = true;
      setPending(false);
    }
  }, []);
  useEffect(() => {
    if (pending || !ended.current) return;
    ended.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [pending, button]);
  return { pending, run, isBusy: () => busy.current };
}

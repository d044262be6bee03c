// React hooks shared by the three form islands, and useCheckedForm, the one ContactForm and VacancyForm are built on.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { guardFields, toastMs } from '@content/forms.ts';
import { firstInvalid, hasErrors, recheck, type Errors } from './rules.ts';
import { readResultCode, resultOutcome, withoutResult, type ResultCode } from './results.ts';
import { outcomeText, send, type FormName, type Guard, type Outcome } from './submit.ts';

/**
 * Hydration state and the start time. Until hydration the form keeps the browser's own checks (the
 * no-JavaScript path); afterwards it is `noValidate` and the island's messages show. The start time is
 * when the page began to load, i.e. when the visitor could first see the form, not when React arrived
 * (the forms hydrate on first interaction, so that would make every quick sender look like a bot).
 */
export function useFormStart() {
  const [hydrated, setHydrated] = useState(false);
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Math.round(performance.timeOrigin);
    setHydrated(true);
  }, []);
  const guard = useCallback((form: HTMLFormElement): Guard => {
    const trap = form.elements.namedItem(guardFields.honeypot);
    return { [guardFields.honeypot]: trap instanceof HTMLInputElement ? trap.value : '', [guardFields.startedAt]: startedAt.current };
  }, []);
  return { hydrated, guard };
}

/** A message shown for toastMs, then cleared; a new message restarts the time. */
function useToast() {
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
 * Once after hydration: a result code the API's no-JavaScript redirect named in the fragment
 * (#<form>-result-<code>) is handed to `apply`, and the result (fragment and parameters) is removed from the
 * address so a reload does not show it again. Until then the page showed the code's prerendered message.
 */
export function useRedirectResult(form: FormName, apply: (code: ResultCode) => void) {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const code = readResultCode(window.location.hash, form);
    if (!code) return;
    applyRef.current(code);
    try {
      window.history.replaceState(window.history.state, '', withoutResult(window.location.href));
    } catch {
      // An address that cannot be rewritten keeps its result; nothing else depends on it.
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
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
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

/** What a checked form (contact, vacancy) tells useCheckedForm. */
export interface CheckedFormSpec<F extends string, V> {
  name: 'contact' | 'vacancy';
  endpoint: string;
  /** The fields that can show an error, in page order (the first invalid one gets focus). */
  order: readonly F[];
  /** The current values of the rendered form. */
  read: (form: HTMLFormElement) => V;
  check: (values: V) => Errors<F>;
  /** The request body, or undefined when there is nothing to send. */
  body: (values: V, guard: Guard) => object | FormData | undefined;
  /** The field a changed control belongs to, when a change should re-check it. */
  changedField: (controlName: string) => F | undefined;
  /** The control's name for a field (default: the field's own name). */
  controlName?: (field: F) => string;
  /** Extra state to clear when a submission succeeds and the form resets. */
  onReset?: () => void;
}

/**
 * The state, submit and change handling ContactForm and VacancyForm share: check on submit (focus the
 * first invalid field), send, then reset with a toast or show the failure in the alert region; a field
 * that shows an error is checked again as it changes; the no-JavaScript redirect result is applied once.
 */
export function useCheckedForm<F extends string, V>(spec: CheckedFormSpec<F, V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { hydrated, guard } = useFormStart();
  const { pending, run, isBusy } = usePending(buttonRef);
  const toast = useToast();
  const [errors, setErrors] = useState<Errors<F>>({});
  const [alert, setAlert] = useState('');

  const apply = (outcome: Outcome) => {
    const shown = outcomeText(spec.name, outcome);
    if (shown.ok) {
      formRef.current?.reset();
      spec.onReset?.();
      setErrors({});
      setAlert('');
      toast.show(shown.text);
    } else {
      setAlert(shown.text);
    }
  };
  useRedirectResult(spec.name, (code) => apply(resultOutcome(spec.name, code)));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isBusy()) return;
    const form = e.currentTarget;
    const values = spec.read(form);
    const found = spec.check(values);
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    const body = hasErrors(found) ? undefined : spec.body(values, guard(form));
    if (!body) {
      const first = firstInvalid(found, spec.order);
      if (first) (form.elements.namedItem(spec.controlName?.(first) ?? first) as HTMLElement | null)?.focus();
      return;
    }
    await run(async () => apply(await send(spec.endpoint, body)));
  };

  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const name = (e.target as { name?: unknown }).name;
    const field = typeof name === 'string' ? spec.changedField(name) : undefined;
    if (!field || !errors[field]) return;
    const fresh = spec.check(spec.read(e.currentTarget));
    setErrors((shown) => recheck(shown, fresh, field));
  };

  return { formRef, buttonRef, hydrated, pending, toast, errors, setErrors, alert, onSubmit, onChange };
}

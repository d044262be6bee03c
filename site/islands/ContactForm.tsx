// Contact request (/resources/contact-us/): six required fields ("Required"), JSON post; success
// resets the form and shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId } from 'react';
import { FormFields, fieldOfControl } from '@site/components/forms/FormFields.tsx';
import { useCheckedForm } from '@site/components/forms/hooks.ts';
import { CheckedFormFrame } from '@site/components/forms/parts.tsx';
import { readContact } from '@site/components/forms/read.ts';
import { contactErrors, contactFields, type ContactField } from '@site/components/forms/rules.ts';
import { contactPayload } from '@site/components/forms/submit.ts';
import type { ContactFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

export default function ContactForm(props: ContactFormProps) {
  const base = useId();
  const form = useCheckedForm({
    name: 'contact',
    endpoint: props.endpoint,
    order: contactFields,
    read: readContact,
    check: contactErrors,
    body: contactPayload,
    changedField: (name) => fieldOfControl('contact', name) as ContactField | undefined,
  });

  return (
    <CheckedFormFrame form="contact" base={base} state={form} text={props}>
      <div className={s.grid}>
        <FormFields form="contact" base={base} texts={props.fields} errors={form.errors} />
      </div>
    </CheckedFormFrame>
  );
}

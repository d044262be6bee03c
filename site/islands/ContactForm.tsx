// Contact request (/resources/contact-us/): six required fields ("Required"), JSON post; success
// resets the form and shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId } from 'react';
import { limits } from '@content/forms.ts';
import { useCheckedForm } from '@site/components/forms/hooks.ts';
import { CheckedFormFrame, NameAndEmailFields, SelectField, TextAreaField, TextField } from '@site/components/forms/parts.tsx';
import { readContact } from '@site/components/forms/read.ts';
import { contactErrors, contactFields, type ContactField } from '@site/components/forms/rules.ts';
import { contactPayload } from '@site/components/forms/submit.ts';
import type { ContactFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

const isContactField = (name: string): name is ContactField => (contactFields as readonly string[]).includes(name);

export default function ContactForm(props: ContactFormProps) {
  const base = useId();
  const form = useCheckedForm({
    name: 'contact',
    endpoint: props.endpoint,
    order: contactFields,
    read: readContact,
    check: contactErrors,
    body: contactPayload,
    changedField: (name) => (isContactField(name) ? name : undefined),
  });
  const { errors } = form;

  const fields = props.fields;
  return (
    <CheckedFormFrame form="contact" base={base} state={form} text={props}>
      <div className={s.grid}>
        <NameAndEmailFields base={base} fields={fields} errors={errors} />
        <TextField base={base} name="company" label={fields.company.label} autoComplete="organization" maxLength={limits.name} error={errors.company} />
        <SelectField
          base={base}
          name="service"
          label={fields.service.label}
          placeholder={fields.service.placeholder ?? ''}
          options={props.serviceOptions}
          error={errors.service}
          className={s.full}
        />
        <TextAreaField
          base={base}
          name="message"
          label={fields.message.label}
          placeholder={fields.message.placeholder}
          maxLength={limits.longText}
          error={errors.message}
          className={s.full}
        />
      </div>
    </CheckedFormFrame>
  );
}

'use client';

import { startTransition, type FormEvent } from 'react';

/**
 * An onSubmit handler that runs a useActionState action without React's automatic form reset,
 * so what staff typed stays in the fields when the server answers with errors. Without
 * JavaScript the form's `action` still posts as usual.
 */
export function keepValuesOnSubmit(formAction: (formData: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(formData));
  };
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels its control and, without an error, leaves it valid', () => {
    render(
      <Field label="E-mail" hint="The address you sign in with">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('The address you sign in with');
  });

  it('marks the control invalid and describes it with the hint and the error', () => {
    render(
      <Field label="Titlu" hint="Max. 200 caractere" error="Titlul este obligatoriu.">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Titlu' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Max. 200 caractere Titlul este obligatoriu.');
  });

  it('keeps the handlers of the control it wraps', async () => {
    const typed: string[] = [];
    render(
      <Field label="Name" error="Required">
        <Input onChange={(event) => typed.push(event.target.value)} />
      </Field>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'ab');
    expect(typed).toEqual(['a', 'ab']);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required');
  });
});

import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

const schema = z.object({
  title: z.string().trim().min(1, 'Titlul este obligatoriu.'),
  content: z.string().max(10, 'Cel mult 10 caractere.'),
});
type Values = z.infer<typeof schema>;

function InfoForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { title: '', content: '' },
  });
  const submit = form.handleSubmit(onSave);
  return (
    <form
      onSubmit={(event) => {
        void submit(event);
      }}
      noValidate
    >
      <FormField
        control={form.control}
        name="title"
        label="Titlu"
        render={(field) => <Input {...field} />}
      />
      <FormField
        control={form.control}
        name="content"
        label="Conținut"
        hint="Text simplu"
        render={(field) => <Textarea rows={10} {...field} />}
      />
      <Button type="submit">Salvează</Button>
    </form>
  );
}

describe('FormField', () => {
  it("shows the schema's messages on the invalid fields, focuses the first, and saves once valid", async () => {
    const saved: Values[] = [];
    render(<InfoForm onSave={(values) => saved.push(values)} />);
    const title = screen.getByRole('textbox', { name: 'Titlu' });
    const content = screen.getByRole('textbox', { name: 'Conținut' });
    await userEvent.type(content, 'mult prea lung');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));

    // Validation runs asynchronously (the resolver), after the click has returned.
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Titlul este obligatoriu.');
    expect(title).toHaveFocus();
    expect(content).toHaveAccessibleDescription('Text simplu Cel mult 10 caractere.');
    expect(saved).toEqual([]);

    await userEvent.type(title, 'Program de sărbători');
    await userEvent.clear(content);
    await userEvent.type(content, 'Închis');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(saved).toEqual([{ title: 'Program de sărbători', content: 'Închis' }]),
    );
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(content).toHaveAccessibleDescription('Text simplu');
  });
});

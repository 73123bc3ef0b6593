import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import { buttonVariants } from './button-variants';

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(
      <>
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('adds a className to its variant and keeps every other prop', () => {
    const clicked: string[] = [];
    render(
      <Button variant="outline" size="lg" className="mt-2" onClick={() => clicked.push('x')}>
        Kontakt
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kontakt' });
    expect(button.className).toBe(`${buttonVariants({ variant: 'outline', size: 'lg' })} mt-2`);
    button.click();
    expect(clicked).toEqual(['x']);
  });
});

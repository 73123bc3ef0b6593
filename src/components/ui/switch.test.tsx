import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Switch } from './switch';

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch aria-label="Notificări" checked={on} onCheckedChange={setOn} disabled={disabled} />
  );
}

describe('Switch', () => {
  it('is a named switch that turns on and off by click, Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Notificări' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('does not change while disabled', async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    const toggle = screen.getByRole('switch', { name: 'Notificări' });
    await user.click(toggle);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
